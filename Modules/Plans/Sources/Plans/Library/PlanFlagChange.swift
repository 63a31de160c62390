/// A one-intent change of a plan's favorite or archived flag (`plans fav|unfav|archive|unarchive`).
/// 对计划“收藏”或“归档”标志的单一意图修改（`plans fav|unfav|archive|unarchive`）。
public enum PlanFlagChange: Sendable, CaseIterable {
    case favorite, unfavorite, archive, unarchive
}
