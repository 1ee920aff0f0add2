import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { COMMUNITY } from '../text/community';
import { examOcrText } from '../text/exam-ocr';
import { SOLVE } from '../text/solve';
import { authText, creditsText, notFoundText, profileText, resetText, screenText } from '../text/zh';
import { lazyRoute } from './lazy-route';
import { useDocumentTitle } from './page';
import CreditsScreen from './screens/CreditsScreen';
import HomeScreen from './screens/HomeScreen';

// Home and credits are eager (spec §2); every other route loads on demand.
const LoginScreen = lazyRoute(() => import('./screens/LoginScreen'));
const RegisterScreen = lazyRoute(() => import('./screens/RegisterScreen'));
const ProfileScreen = lazyRoute(() => import('./screens/ProfileScreen'));
const EditProfileScreen = lazyRoute(() => import('./screens/EditProfileScreen'));
const ChangePasswordScreen = lazyRoute(() => import('./screens/ChangePasswordScreen'));
const ResetPasswordScreen = lazyRoute(() => import('./screens/ResetPasswordScreen'));
const HistoryScreen = lazyRoute(() => import('./screens/HistoryScreen'));
const ProblemScreen = lazyRoute(() => import('./screens/ProblemScreen'));
const TaskScreen = lazyRoute(() => import('./screens/TaskScreen'));
const ExploreScreen = lazyRoute(() => import('./screens/ExploreScreen'));
const LikesScreen = lazyRoute(() => import('./screens/LikesScreen'));
const FavoritesScreen = lazyRoute(() => import('./screens/FavoritesScreen'));
const ExamOcrScreen = lazyRoute(() => import('./screens/ExamOcrScreen'));
const VideosScreen = lazyRoute(() => import('./screens/VideosScreen'));
const DebugScreen = lazyRoute(() => import('./screens/DebugScreen'));
const NotFoundScreen = lazyRoute(() => import('./screens/NotFoundScreen'));

export interface ScreenRoute {
  path: string;
  /** The screen's name in the tab title ('题目详情 · 知简'); null for home ('知简 — 让知识更简单'). */
  title: string | null;
  Screen: ComponentType;
}

/** The route table (spec §2): each screen with its title. */
export const ROUTES: readonly ScreenRoute[] = [
  { path: '/', title: null, Screen: HomeScreen },
  { path: '/credits', title: creditsText.title, Screen: CreditsScreen },
  { path: '/auth/login', title: authText.loginTitle, Screen: LoginScreen },
  { path: '/auth/register', title: authText.registerTitle, Screen: RegisterScreen },
  { path: '/auth/profile', title: profileText.title, Screen: ProfileScreen },
  { path: '/auth/profile/edit', title: profileText.editTitle, Screen: EditProfileScreen },
  { path: '/auth/change-password', title: profileText.changePasswordTitle, Screen: ChangePasswordScreen },
  { path: '/auth/reset-password', title: resetText.title, Screen: ResetPasswordScreen },
  { path: '/history', title: screenText.history, Screen: HistoryScreen },
  { path: '/problem/:id', title: SOLVE.problem.title, Screen: ProblemScreen },
  { path: '/task/:taskId', title: SOLVE.task.title, Screen: TaskScreen },
  { path: '/explore', title: COMMUNITY.explore.title, Screen: ExploreScreen },
  { path: '/likes', title: COMMUNITY.likes.title, Screen: LikesScreen },
  { path: '/favorites', title: COMMUNITY.favorites.title, Screen: FavoritesScreen },
  { path: '/videos', title: screenText.videos, Screen: VideosScreen },
  { path: '/exam-ocr', title: examOcrText.title, Screen: ExamOcrScreen },
  { path: '/debug/:jobId', title: screenText.debug, Screen: DebugScreen },
];

/** Any other path (spec §2: the 404 page). */
export const NOT_FOUND: ScreenRoute = { path: '', title: notFoundText.title, Screen: NotFoundScreen };

/** The title is set as soon as the route renders, before a lazy screen has loaded. */
function TitledScreen({ route }: { route: ScreenRoute }) {
  useDocumentTitle(route.title);
  return <route.Screen />;
}

export function AppRoutes() {
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <TitledScreen route={route} />
        </Route>
      ))}
      <Route>
        <TitledScreen route={NOT_FOUND} />
      </Route>
    </Switch>
  );
}
