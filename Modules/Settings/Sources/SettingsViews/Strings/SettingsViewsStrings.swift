import Shared

/// SettingsViews's user-facing words in English and Simplified Chinese, compiled into the binary (no bundle to find).
/// SettingsViews 的用户可见文字（英文与简体中文），编译进二进制文件（无需查找资源包）。
enum SettingsViewsStrings {
    /// Both tables, each parsed on first use.
    static let catalog = StringCatalog(english: english, simplifiedChinese: simplifiedChinese)
}
