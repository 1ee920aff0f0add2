import { EngagedScreen } from './EngagedScreen';

export default function FavoritesScreen() {
  return <EngagedScreen kind="favorite" />;
}
