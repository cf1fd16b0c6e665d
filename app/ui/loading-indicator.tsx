import { useNavigation } from "@remix-run/react";
import { say } from "~/words/say";

/** 'Loading...' while a navigation is loading. The live region is always present so it is announced. */
export function LoadingIndicator() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div className="loading" role="status" aria-live="polite" data-active={loading || undefined}>
      {loading ? say("page.loading") : null}
    </div>
  );
}
