import '../i18n/public-messages';
import { ExplorePage } from '../features/explore/components/explore-page';
import { startExploreLoad } from '../features/explore/hooks/use-explore';

// The page's data starts with its module, beside the shell's start (use-explore.ts).
startExploreLoad();

export default ExplorePage;
