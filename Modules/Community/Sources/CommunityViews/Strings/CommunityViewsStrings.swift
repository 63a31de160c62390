import Shared

/// CommunityViews's user-facing words in English and Simplified Chinese, compiled into the binary (no bundle to find).
/// CommunityViews 的用户可见文字（英文与简体中文），编译进二进制文件（无需查找资源包）。
enum CommunityViewsStrings {
    /// Both tables, each parsed on first use.
    static let catalog = StringCatalog(english: english, simplifiedChinese: simplifiedChinese)
}
