// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension HistoryViewsStrings {
    /// The Simplified Chinese table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let simplifiedChinese = #"""
/* 历史列表 */
"history.empty" = "还没有训练记录。开始一次：interfit start tabata";
"history.noMatch" = "没有符合条件的训练记录。试试去掉 --since 或 --plan，或查看 `interfit history`。";
"history.started" = "开始时间";
"history.active" = "有效时长";
"label.id" = "编号";
"label.name" = "计划";
"label.summary" = "摘要";
"label.status" = "状态";
"label.tags" = "备注";
"history.limit" = "--limit：必须在 %@ 到 %@ 之间（实际为 %@）。";
"history.date" = "--since：“%@”不是日期。\n改法：使用 2026-11-01、2026-11-01T08:30，或用 7d / 2w 表示若干天或若干周之前。";
"history.ambiguousPlan" = "--plan：“%@”匹配多个计划：%@。\n改法：多输入一些名称，或使用编号前缀。";
"history.notFound" = "没有以“%@”开头的训练编号。\n改法：从 `interfit history` 复制编号。";
"history.ambiguousSession" = "有多个训练编号以“%@”开头：%@。\n改法：多输入几位编号。";
"history.ambiguousSessionMore" = "以“%@”开头的训练编号有 %@ 个：%@，另有 %@ 个。\n改法：多输入几位编号（更长的前缀）。";
"history.unreadableSession" = "训练 %@ 存在，但无法读取（其存储的记录已损坏）。\n改法：查看 `interfit doctor --full`；`interfit backup export FILE` 会保存所有可读取的训练。";

/* history show */
"detail.active" = "有效时长";
"detail.paused" = "暂停时长";
"detail.sets" = "组数";
"detail.tags" = "备注";
"detail.adjustments" = "调整（计划本身未改变）：";
"detail.timeline" = "时间线";
"detail.t" = "时间";
"detail.event" = "事件";
"detail.segment" = "阶段";
"event.started" = "开始";
"event.segment" = "阶段开始";
"event.paused.user" = "暂停";
"event.paused.interruption" = "暂停（挂起）";
"event.paused.safety" = "暂停（时钟跳变）";
"event.resumed" = "继续";
"event.skipped" = "向后跳过";
"event.wentBack" = "返回上一段";
"event.restExtended" = "休息延长 %@ 秒";
"event.restEndedEarly" = "提前结束休息";
"event.degraded" = "声音：%@";
"event.recovered" = "崩溃后恢复";
"event.completed" = "完成";
"event.ended" = "提前结束";
"adjust.restExtended" = "休息延长 %@ 秒";
"adjust.restEndedEarly" = "提前结束休息，剩余 %@";
"adjust.skipped" = "跳过，剩余 %@";
"adjust.wentBack" = "返回到";

/* 统计 */
"stats.legend" = "周        有效分钟（█ 完成，▒ 提前结束）· 次数";
"stats.legend.short" = "周 · 有效分钟 · 次数\n█ 完成 · ▒ 提前结束";
"stats.figure" = "%@ 分钟 · %@";
"stats.total" = "%@ · 训练 %@ 次 · 有效 %@ 分钟 · 完成 %@ 次 · 提前结束 %@ 次";
"stats.total.week" = "%@ 周";
"stats.total.weeks" = "%@ 周";
"stats.weeks" = "--weeks：必须在 %@ 到 %@ 之间（实际为 %@）。";

/* The home's History tab (`interfit` alone on a terminal) */
"home.heading.all" = "全部训练，最新的在前";
"home.filter.plan" = "计划：%@";
"home.filter.since" = "起始：%@";
"home.count.one" = "（1 次训练）";
"home.count.other" = "（%@ 次训练）";
"home.empty" = "还没有训练记录：开始的每次训练都会保存在这里。";
"home.noMatch" = "没有符合这些筛选条件的训练。按 x 清除。";
"home.prompt.plan" = "计划（名称、编号或模板；留空表示全部）：%@";
"home.prompt.since" = "起始日期（2026-11-01、7d、2w；留空表示全部）：%@";
"home.hint.stats" = "w 每周图表";
"home.hint.plan" = "p 计划";
"home.hint.since" = "d 日期";
"home.hint.clear" = "x 清除筛选";
"home.hint.scroll" = "↑↓ 滚动";
"home.stats.title" = "每周有效分钟";
"help.openSession" = "查看这次训练：事件、调整、备注";
"help.stats" = "每周有效分钟图表";
"help.filterPlan" = "只看某个计划的训练（同 `history --plan`）";
"help.filterSince" = "只看某日期以来的训练（同 `history --since`）";
"help.clearFilters" = "清除筛选条件";
"help.scroll" = "滚动（Page Up/Down、Home/End）";
"""#
}
