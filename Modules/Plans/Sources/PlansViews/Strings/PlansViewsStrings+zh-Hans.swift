// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension PlansViewsStrings {
    /// The Simplified Chinese table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let simplifiedChinese = #"""
/* 列标题与表格用词 */
"label.id" = "编号";
"label.name" = "名称";
"label.summary" = "摘要";
"label.lastUsed" = "上次使用";
"label.flags" = "标记";
"label.version" = "版本";
"label.status" = "状态";
"label.created" = "创建时间";
"label.never" = "从未";
"flag.favorite" = "★ 收藏";
"flag.archived" = "已归档";
"list.separator" = "、";
"status.draft" = "草稿";
"status.published" = "已发布";

/* plans list */
"list.empty" = "这里还没有计划。创建一个：interfit plans create \"晨练\" --sets 8 --work 20 --rest 10";
"list.emptyFavorites" = "还没有收藏的计划。收藏一个：interfit plans fav PLAN";
"list.emptyArchived" = "没有已归档的计划。归档一个：interfit plans archive PLAN";

/* plans show */
"show.sets" = "组数";
"show.work" = "训练";
"show.rest" = "休息";
"show.warmup" = "热身";
"show.cooldown" = "放松";
"show.rounds" = "轮数";
"show.roundRest" = "轮间休息";
"show.exercises" = "动作";
"show.total" = "总时长";
"show.created" = "创建时间";
"show.updated" = "更新时间";
"show.lastUsed" = "上次使用";
"show.versions" = "版本数";
"show.contentHash" = "内容哈希";
"show.timeline" = "时间线";
"show.more" = "… 另有 %@ 段";

/* templates */
"templates.hint" = "开始训练：interfit start tabata";

/* 操作结果 */
"plans.created" = "已创建 %@ — %@（编号 %@）。";
"plans.updated" = "已更新 %@ — %@。";
"plans.copied" = "已将 %@ 复制为 %@（编号 %@）。";
"plans.deletedUnreadable" = "已删除无法读取的存储计划 %@ 及其版本。";
"plans.deleted" = "已删除 %@ 及其版本。已完成的训练记录保留各自的副本。";
"plans.favorited" = "%@ 已加入收藏。";
"plans.unfavorited" = "%@ 已取消收藏。";
"plans.archived" = "已归档 %@。查看：interfit plans list --archived";
"plans.unarchived" = "%@ 已恢复到计划库。";
"plans.published" = "已将 %@ 发布为第 %@ 版。";
"plans.unchanged" = "%@ 自第 %@ 版以来没有变化，未发布新版本。";
"plans.noVersions" = "%@ 还没有版本。发布一个：interfit plans publish %@";
"plans.exported" = "已将 %@ 导出到 %@。";
"plans.imported" = "已导入 %@ — %@（编号 %@）。";
"plans.alreadyThere" = "计划库中已有相同计划：%@（编号 %@），没有添加。";
"plans.longWarning" = "提示：此计划时长 %@，超过两小时。";
"plans.delete.none" = "删除 %@？y = 是，其他任意键 = 否";
"plans.delete.one" = "删除 %@ 及其 1 个版本？y = 是，其他任意键 = 否";
"plans.delete.many" = "删除 %@ 及其 %@ 个版本？y = 是，其他任意键 = 否";
"plans.notDeleted" = "没有删除任何内容。";

/* 失败说明 */
"error.notFound" = "没有与“%@”匹配的计划。\n改法：运行 `interfit plans list --all` 查看名称和编号，或运行 `interfit templates` 查看内置计划。";
"error.ambiguous" = "“%@”匹配到多个计划：%@。\n改法：输入完整名称或更长的编号前缀。";
"error.candidate" = "%@（%@）";
"error.moreCandidates" = "另有 %@ 个";
"error.unreadableFile" = "%@ 不是有效的 Interfit 计划文件（%@），没有导入任何内容。\n改法：用 `interfit plans export` 重新导出，或修正该文件。";
"error.newerFormat" = "%@ 使用计划文件格式 %@，而本版本最高支持 %@，没有导入任何内容。\n改法：升级 Interfit。";
"error.invalidPlanInFile" = "%@ 中的计划无效，没有导入任何内容：";
"error.invalidPlan" = "计划无效，没有保存：";
"file.notJSON" = "不是有效的 JSON";
"file.notAnObject" = "不是 JSON 对象";
"file.missingField" = "缺少字段“%@”";
"file.wrongType" = "字段“%@”的类型不对";
"file.invalidValue" = "字段“%@”的值无效";
"file.invalidSomewhere" = "有字段的值无法使用";
"file.duplicateKey" = "键“%@”在同一对象中出现了两次";
"file.tooLarge" = "%@ 字节，计划文件最多 %@ 字节";
"file.standardInput" = "标准输入";

/* Shape options */
"plans.missingOptions" = "缺少 %@。\n改法：给出 --sets、--work 和 --rest，或者 --total、--sets 以及 --ratio 或 --intensity。";
"plans.conflictingOptions" = "%@ 不能与 %@ 同时使用。\n改法：要么用 --work/--rest，要么用 --total 加 --ratio 或 --intensity。";
"show.versionOf" = "第 %@ 版，属于 %@";
"show.status" = "状态";
"plans.versionName" = "%@（第 %@ 版）";

/* The home's Plans tab (`interfit` alone on a terminal) */
"home.section.recent" = "最近";
"home.section.favorites" = "收藏";
"home.section.all" = "全部";
"home.section.archived" = "已归档";
"home.empty" = "这里还没有计划。按 n 新建一个。";
"home.emptyFavorites" = "还没有收藏的计划。在计划上按 f 收藏。";
"home.emptyArchived" = "没有已归档的计划。在计划上按 a 归档。";
"home.noMatch" = "这里没有名称包含“%@”的计划。按 Esc 清除筛选。";
"home.exportPrompt" = "导出到（回车写入，Esc 取消）：%@";
"home.hint.new" = "n 新建";
"home.hint.start" = "s 开始";
"home.hint.edit" = "e 编辑";
"home.hint.versions" = "v 版本";
"home.hint.sections" = "←→ 分区";
"home.hint.viewVersion" = "⏎ 查看";
"home.hint.startVersion" = "s 用此版本训练";
"home.versions.title" = "%@ 的版本（最新的在前）";
"home.versions.none" = "还没有版本：在编辑器中每次保存都会发布一个版本。";
"home.editor.new" = "新建计划";
"home.editor.edit" = "编辑 %@（保存即生成新版本）";
"home.editor.mode" = "模式";
"home.editor.modeA" = "A：组数 × 训练/休息";
"home.editor.modeB" = "B：总时长 + 比例";
"home.editor.intensity" = "强度";
"home.editor.intensity.light" = "轻松 1:2";
"home.editor.intensity.medium" = "适中 1:1";
"home.editor.intensity.hard" = "高强度 2:1";
"home.editor.designed" = "→ 训练 %@ · 休息 %@";
"home.editor.exercises" = "动作";
"home.editor.noExercises" = "无（回车添加）";
"home.editor.exercisesHeading" = "动作：第 i 组显示第 i 个动作（循环）";
"home.editor.addExercise" = "添加动作";
"home.editor.total" = "总计：%@";
"home.editor.long" = "超过 2 小时";
"home.editor.noPreview" = "所有字段有效后显示时间线。";
"home.editor.discard" = "放弃修改？y = 放弃，其他任意键 = 继续编辑";
"home.hint.save" = "⏎ 保存";
"home.hint.row" = "↑↓ 选行";
"home.hint.change" = "+/− 修改";
"home.hint.exercises" = "⏎ 编辑列表";
"home.hint.leave" = "Esc 离开";
"home.hint.addExercise" = "⏎ 在后面添加";
"home.hint.removeExercise" = "Del 删除";
"home.hint.doneExercises" = "Esc 完成";
"help.section" = "下一个或上一个分区：最近、收藏、全部、已归档";
"help.detail" = "查看选中计划的详情（回车或 Esc 关闭）";
"help.start" = "调整并开始选中的计划";
"help.edit" = "编辑（保存即生成新版本）";
"help.create" = "新建计划（模式 A 或 B）";
"help.copy" = "以可用的名称复制";
"help.favorite" = "收藏或取消收藏";
"help.archive" = "归档或取消归档";
"help.delete" = "删除（会先确认）";
"help.export" = "导出为 JSON 文件";
"help.versions" = "版本：查看，或用旧版本训练";
"help.versionDetail" = "查看选中版本的详情";
"help.startVersion" = "用选中的版本训练";
"help.row" = "下一行或上一行（Tab、Shift-Tab）";
"help.type" = "在该行输入；数字行的第一个键会替换原值";
"help.step" = "下一个或上一个取值（模式、强度、数字）";
"help.save" = "保存：生成新的不可变版本";
"help.exercises" = "在“动作”行：编辑列表（回车添加）";
"help.removeExercise" = "在列表中：删除该动作";
"help.leave" = "离开（有修改时先确认）；q 也可以";
"""#
}
