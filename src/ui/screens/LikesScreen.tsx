import { EngagedScreen } from './EngagedScreen';

export default function LikesScreen() {
  return <EngagedScreen kind="like" />;
}
