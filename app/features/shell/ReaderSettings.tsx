// 设置 (issue 40): text size, theme and language, for a member on their page (MemberAccount) and for a visitor on
// the login page the top bar's 登录 opens from every page (reading is never gated: a visitor chooses too). Each is a
// form that works without JavaScript (SettingChoice); the choices are cookies the server renders every page in
// (app/lib/readerSettings.ts, docs/reader-settings.md). Signing out stays the member page's own button. An island
// (readerSettingsIsland.ts): the server renders it in full, its code arrives after the first paint.
import { useId } from 'react';
import { useI18n } from '~/i18n/context';
import {
  choiceCookie,
  settingCookieNames,
  textSizes,
  themeSettings,
  type TextSize,
  type ThemeSetting,
} from '~/lib/readerSettings';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SettingChoice } from './SettingChoice';
import { useShellData } from './shellData';
import styles from './ReaderSettings.module.css';

const storeTextSize = (size: TextSize) => choiceCookie(settingCookieNames.textSize, size);
const storeTheme = (theme: ThemeSetting) => choiceCookie(settingCookieNames.theme, theme);

export default function ReaderSettings() {
  const { t } = useI18n();
  const stored = useShellData()?.settings;
  const id = useId();
  return (
    <section className={styles.settings} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('settings.title')}
      </h2>
      <div className={styles.row} role="group" aria-labelledby={`${id}-size`}>
        <h3 id={`${id}-size`} className={styles.label}>
          {t('settings.textSize')}
        </h3>
        <SettingChoice
          name="textsize"
          options={textSizes.map((size) => ({ value: size, label: t(`settings.textSize.${size}`) }))}
          current={stored?.textSize ?? 'standard'}
          cookie={storeTextSize}
        />
      </div>
      <div className={styles.row} role="group" aria-labelledby={`${id}-theme`}>
        <h3 id={`${id}-theme`} className={styles.label}>
          {t('settings.theme')}
        </h3>
        <SettingChoice
          name="theme"
          options={themeSettings.map((theme) => ({ value: theme, label: t(`settings.theme.${theme}`) }))}
          current={stored?.theme ?? 'light'}
          cookie={storeTheme}
        />
      </div>
      <div className={styles.row}>
        {/* the switcher is a navigation named 语言 itself */}
        <h3 className={styles.label} aria-hidden="true">
          {t('shell.language')}
        </h3>
        <LanguageSwitcher />
      </div>
      <p className={styles.note}>{t('settings.saved')}</p>
    </section>
  );
}
