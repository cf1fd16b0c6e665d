import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { announce } from "~/ui/status";
import { say } from "~/words/say";

/**
 * 'Loading...' while a navigation is loading: shown here, and said through the page's one status
 * region (the sign itself is hidden from screen readers, which hear it there), emptied when the
 * page has come unless a copy or a share has spoken since.
 */
export function LoadingIndicator() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const words = say("page.loading");
  useEffect(() => {
    if (loading) announce(words);
    else announce("", words);
  }, [loading, words]);
  return (
    <div className="loading" aria-hidden="true" data-active={loading || undefined}>
      {loading ? words : null}
    </div>
  );
}
