import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { Alert, Grid, Select, Spin, Tabs, Typography } from 'antd';
import { type ComponentType, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { lazyModules } from '../../components/lazyModules';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  FIRST_PROFILE_TAB,
  PROFILE_TABS,
  type ProfileTab,
  type ProfileTabKey,
  isTabEnabled,
  profileTabAt,
  profileTabOfPath,
} from '@shared/validation/profile/tabs';
import { profileTabOpened, profileTabReadAhead, profileTabSubmitted } from './profileSlice';
import { selectProfileTab } from './selectors';
import type { TabProps } from './tabs/tabProps';
import { forcedTabPath, tabPath } from './wizardSteps';
import { selectWorkflow } from './selectors';
import './wizard.css';

type TabForm = ComponentType<TabProps>;

/*
 * The components column of PROFILE_TABS. Each tab's form is its own chunk: the calendar, for one,
 * loads only on the availability tab.
 */
const FORM_CHUNKS: Record<ProfileTabKey, () => Promise<{ default: ComponentType<TabProps<never>> }>> = {
  availability: () => import(/* webpackChunkName: "profile-availability" */ './tabs/AvailabilityTab'),
  profile: () => import(/* webpackChunkName: "profile-data" */ './tabs/ProfileDataTab'),
  personalLegal: () => import(/* webpackChunkName: "profile-personal" */ './tabs/PersonalJuridicalTab'),
  citizenship: () => import(/* webpackChunkName: "profile-citizenship" */ './tabs/CitizenshipTab'),
  physical: () => import(/* webpackChunkName: "profile-physical" */ './tabs/PhysicalTab'),
  family: () => import(/* webpackChunkName: "profile-family" */ './tabs/FamilyTab'),
  professional: () => import(/* webpackChunkName: "profile-professional" */ './tabs/ProfessionalTab'),
  fiscal: () => import(/* webpackChunkName: "profile-fiscal" */ './tabs/FiscalTab'),
  bank: () => import(/* webpackChunkName: "profile-bank" */ './tabs/BankTab'),
};

/*
 * Forms already loaded render at once, without React.lazy and Suspense: the 300 ms React keeps a
 * fallback was most of each move from one tab to the next (bench/README.md, the wizard's figures).
 */
const forms = lazyModules(FORM_CHUNKS);

function TabContent({ tab }: { tab: ProfileTab }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProfileTab(tab));
  // The tab's form once its chunk is here (fetched alongside the tab's data); a failed fetch goes to the router's error page.
  const Form = forms.useModule(PROFILE_TABS[tab].key) as TabForm | undefined;
  useEffect(() => {
    dispatch(profileTabOpened(tab));
  }, [dispatch, tab]);
  // While this tab is filled in, the next one's form and data are fetched, so Save moves without waiting for them.
  const next = profileTabAt(tab + 1);
  useEffect(() => {
    if (Form && next !== undefined) forms.load(PROFILE_TABS[next].key).catch(() => undefined);
  }, [Form, next]);
  const loaded = state.loadStatus === 'succeeded';
  useEffect(() => {
    if (loaded && next !== undefined) dispatch(profileTabReadAhead(next));
  }, [dispatch, loaded, next]);
  if (state.loadStatus === 'failed') return <ApiAlert failure={state.failure} />;
  if (state.loadStatus !== 'succeeded' || !Form) return <Spin className="page-spinner" />;
  return (
    <Form
      data={state.data}
      pending={state.saveStatus === 'pending'}
      failure={state.failure}
      onSubmit={(values) => dispatch(profileTabSubmitted({ tab, values }))}
    />
  );
}

/** A section's name with its state: a tick when saved, a padlock while the ones before it are not. */
function TabLabel({ title, done, locked }: { title: string; done: boolean; locked: boolean }) {
  return (
    <span className="wizard-tab-label">
      {done && <CheckCircleOutlined className="wizard-tab-done" aria-hidden />}
      {locked && <LockOutlined aria-hidden />}
      {title}
    </span>
  );
}

/** /profile/:tab: the nine tabs, enabled as far as the user has come (product.md §3.4). */
export default function ProfileWizardPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { tab: segment } = useParams();
  const workflow = useAppSelector(selectWorkflow) ?? 0;
  const tab = profileTabOfPath(segment);
  const wide = Boolean(Grid.useBreakpoint().md);

  if (tab === undefined || !isTabEnabled(workflow, tab)) {
    return <Navigate to={forcedTabPath(workflow) ?? tabPath(FIRST_PROFILE_TAB)} replace />;
  }

  const completed = workflow === 0 ? PROFILE_TABS.length : workflow - 1;
  const goTo = (index: number) => navigate(tabPath(profileTabAt(index) ?? tab));
  const items = PROFILE_TABS.map((t, index) => {
    const locked = !isTabEnabled(workflow, index as ProfileTab);
    const title = intl.formatMessage({ id: t.titleKey });
    return { index, title, locked, done: index < completed };
  });
  return (
    <div className="content-page">
      <Typography.Title level={1}>
        <FormattedMessage id="profile.title" />
      </Typography.Title>
      {workflow !== 0 && (
        <Alert
          className="wizard-progress"
          type="info"
          showIcon
          title={intl.formatMessage({ id: 'profile.progress' }, { done: completed, total: PROFILE_TABS.length })}
        />
      )}
      {/* One navigation: the tabs, each showing done, current or locked, in a column beside the form
          (nine in a row overflow, and antd folds them behind a "more" button inside the tab list,
          which screen readers cannot use there). A phone picks the section from a list instead. */}
      <Tabs
        className="wizard-tabs"
        tabPlacement={wide ? 'start' : 'top'}
        activeKey={String(tab)}
        onChange={(key) => goTo(Number(key))}
        renderTabBar={(props, DefaultTabBar) =>
          wide ? (
            <DefaultTabBar {...props} />
          ) : (
            <Select
              className="wizard-section-select"
              aria-label={intl.formatMessage({ id: 'profile.section' })}
              value={tab}
              onChange={goTo}
              // Names as text (what screen readers hear and the list is searched by), drawn with their state.
              options={items.map((item) => ({ value: item.index, label: item.title, disabled: item.locked }))}
              optionRender={(option) => <TabLabel {...items[Number(option.value)]} />}
              labelRender={(selected) => <TabLabel {...items[Number(selected.value)]} />}
            />
          )
        }
        items={items.map((item) => ({
          key: String(item.index),
          label: <TabLabel {...item} />,
          disabled: item.locked,
          children: item.index === tab ? <TabContent tab={tab} /> : null,
        }))}
      />
    </div>
  );
}
