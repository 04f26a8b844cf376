// Media display: tiles, the viewer and the video player. A separate entry (@abialbum/web-kit/media), kept
// out of the shared barrel so that it is not in the landing page's first load; each remote bundles it.
export { MediaIcon } from './media-icon';
export { MediaThumb } from './media-thumb';
export { MediaViewer, type MediaViewerProps } from './media-viewer';
export { ActivityPanel, type ActivityPanelProps, type ActivityViewer } from './activity-panel';
export { AuthorAvatar, CommentWhen, timeAgo } from './comment-parts';
export { ActivityCounts, type ActivityCountsProps } from './activity-counts';
export { VideoPlayer, type VideoPlayerProps } from './video-player';
export { CONTROLS_HIDE_MS } from './use-auto-hide';
export { PLAYBACK_POLL_FIRST_MS } from './use-playback';
export { viewableLabel, derivativeSrcSet, blurBackground, type Viewable } from './viewable';
