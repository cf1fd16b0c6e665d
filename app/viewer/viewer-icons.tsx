/** The viewer's own icons; decorative, so hidden from assistive technology. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d={d} />
    </svg>
  );
}

const lens = "M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 20 20M7.5 10.5h6";

export const ZoomInIcon = () => <Icon d={`${lens}M10.5 7.5v6`} />;
export const ZoomOutIcon = () => <Icon d={lens} />;
export const EnterFullscreenIcon = () => <Icon d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />;
export const ExitFullscreenIcon = () => <Icon d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" />;
export const CloseIcon = () => <Icon d="M6 6l12 12M18 6 6 18" />;
