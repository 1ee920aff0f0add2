import { Route, Switch } from 'wouter';
import { lazyRoute } from './lazy-route';
import HomeScreen from './screens/HomeScreen';
import CreditsScreen from './screens/CreditsScreen';

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
const ComingSoonScreen = lazyRoute(() => import('./screens/ComingSoonScreen'));
const NotFoundScreen = lazyRoute(() => import('./screens/NotFoundScreen'));

/** The route table (spec §2). */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomeScreen} />
      <Route path="/credits" component={CreditsScreen} />
      <Route path="/auth/login" component={LoginScreen} />
      <Route path="/auth/register" component={RegisterScreen} />
      <Route path="/auth/profile" component={ProfileScreen} />
      <Route path="/auth/profile/edit" component={EditProfileScreen} />
      <Route path="/auth/change-password" component={ChangePasswordScreen} />
      <Route path="/auth/reset-password" component={ResetPasswordScreen} />
      <Route path="/history" component={HistoryScreen} />
      <Route path="/problem/:id" component={ProblemScreen} />
      <Route path="/task/:taskId" component={TaskScreen} />
      <Route path="/explore">{() => <ComingSoonScreen feature="explore" />}</Route>
      <Route path="/videos">{() => <ComingSoonScreen feature="videos" />}</Route>
      <Route path="/favorites">{() => <ComingSoonScreen feature="favorites" />}</Route>
      <Route path="/likes">{() => <ComingSoonScreen feature="likes" />}</Route>
      <Route path="/exam-ocr">{() => <ComingSoonScreen feature="examOcr" />}</Route>
      <Route path="/debug/:jobId">{() => <ComingSoonScreen feature="debug" />}</Route>
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
