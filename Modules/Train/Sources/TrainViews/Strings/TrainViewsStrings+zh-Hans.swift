// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension TrainViewsStrings {
    /// The Simplified Chinese table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let simplifiedChinese = #"""
/* 训练画面 */
"train.paused" = "已暂停";
"train.adjustedMark" = "* 本次训练有调整（已保存的计划不变）";
"train.set" = "第 %@/%@ 组";
"train.round" = "第 %@/%@ 轮";
"train.done" = "完成 %@/%@";
"train.segmentBar" = "本段";
"train.totalBar" = "全程";
"train.next" = "下一段：%@（%@）";
"train.nextFinish" = "下一段：结束";
"train.musicMuted" = "音乐已静音（按 m 取消）";
"train.musicSilent" = "（无音乐）";
"train.musicNext" = "下一首：%@";
"train.confirmSkip" = "跳到下一段吗？y = 是，其他键 = 否";
"train.confirmEnd" = "现在结束训练吗？将保存为提前结束。y = 是，其他键 = 否";
"train.pausedHint" = "已暂停——按空格继续";
"train.audioDegraded" = "声音不可用——改用终端响铃（见 `interfit doctor`）";
"train.keys" = "空格 暂停 · n 跳过 · p 返回 · + 休息+15秒 · r 结束休息 · e 结束 · ? 帮助";
"train.keysMusic" = "空格 暂停 · n 跳过 · p 返回 · + 休息+15秒 · r 结束休息 · m 音乐 · e 结束 · ? 帮助";
"train.keysShort" = "空格 · n · p · + · r · e · ? 帮助";
"train.keysShortMusic" = "空格 · n · p · + · r · m · e · ? 帮助";
"train.notInRest" = "只有休息可以延长或提前结束。";
"train.noPrevious" = "这已经是第一段。";
"train.notNow" = "现在无法这样做。";
"train.notInRest.short" = "仅限休息";
"train.noPrevious.short" = "已是第一段";
"train.notNow.short" = "现在不行";
"train.invalidExtension" = "休息每次可延长 %@–%@ 秒。";
"train.invalidExtension.short" = "仅限 %@–%@ 秒";
"train.restExtended" = "休息已延长 %@ 秒。";
"train.restExtended.short" = "+%@ 秒";
"control.notInRest" = "extend 与 end-rest 只在休息时有效；现在：%@。";
"control.noPrevious" = "前面没有别的阶段；现在：%@。";
"control.notNow" = "此刻无法这样做；现在：%@。";
"control.invalidExtension" = "extend 的秒数须在 %@–%@ 之间（例如 extend 20 或 +20）；现在：%@。";
"control.moment.set" = "%@（第 %@/%@ 组）";
"control.moment.paused" = "已暂停，%@";
"control.moment.finished" = "已结束";
"help.title" = "按键";
"help.space.key" = "空格";
"help.space.short" = "暂停 / 继续";
"help.space" = "暂停 / 继续";
"help.n.key" = "n";
"help.n.short" = "跳到下一段（先确认）";
"help.n" = "跳到下一段（会先确认）";
"help.p.key" = "p";
"help.p.short" = "上一段";
"help.p" = "回到上一段";
"help.plus.key" = "+";
"help.plus.short" = "休息 +15 秒";
"help.plus" = "当前休息延长 15 秒";
"help.r.key" = "r";
"help.r.short" = "立即结束休息";
"help.r" = "立即结束当前休息";
"help.e.key" = "e";
"help.e.short" = "结束训练（先确认）";
"help.e" = "结束训练（会先确认；会保存）";
"help.m.key" = "m";
"help.m.short" = "音乐开 / 关";
"help.m" = "音乐静音或取消静音";
"help.ctrlz.key" = "Ctrl-Z";
"help.ctrlz.short" = "挂起（fg 恢复）";
"help.ctrlz" = "暂停并挂起；`fg` 恢复";
"help.question.key" = "? Esc";
"help.question.short" = "关闭帮助";
"help.question" = "关闭帮助";

/* 总结 */
"summary.active" = "有效时长";
"summary.sets" = "组数";
"summary.paused" = "暂停时长";
"summary.notes" = "备注";
"summary.adjustments" = "调整（计划本身未改变）：";
"summary.restExtended" = "休息延长 %@ 秒";
"summary.restEndedEarly" = "提前结束休息";
"summary.skipped" = "跳过一段";
"summary.wentBack" = "返回上一段";
"summary.adjustedPlan" = "按这些调整，计划将是 %@。";
"summary.prompt" = "a = 再练一次 · 其他键 = 退出";
"summary.promptSave" = "a = 再练一次 · s = 把调整存为新计划 · 其他键 = 退出";
"summary.saved" = "已保存为 %@——%@（编号 %@）。";
"summary.saveFailed" = "调整后的计划无法保存；未做任何改动。";

/* 准备错误 */
"setup.notFound" = "没有与“%@”匹配的计划或模板。\n改法：运行 `interfit plans list --all` 查看名称与编号，或运行 `interfit templates` 查看内置计划。";
"setup.ambiguous" = "“%@”匹配多个计划：%@。\n改法：多输入一些名称，或使用编号前缀。";
"setup.missing" = "临时训练需要 %@。\n改法：至少给出 --sets 和 --work（例如 `interfit start --sets 8 --work 20 --rest 10`），或指定计划或模板。";
"setup.invalid" = "这个训练无效；未开始任何训练：";

/* 纯文本行 */
"plain.started" = "%@——%@";
"plain.set" = "第 %@/%@ 组";
"plain.round" = "第 %@/%@ 轮";
"plain.paused.user" = "已暂停";
"plain.paused.interruption" = "已暂停（挂起）";
"plain.paused.safety" = "已暂停（时钟跳变）";
"plain.resumed" = "继续";
"plain.skipped" = "已跳过";
"plain.wentBack" = "回到上一段";
"plain.restExtended" = "休息延长 %@ 秒";
"plain.restEndedEarly" = "提前结束休息";
"plain.degraded" = "%@（改用响铃）";
"plain.recovered" = "崩溃后恢复";

/* 通知 */
"notice.suspended" = "Interfit 已暂停并挂起；`fg` 可恢复（仍处于暂停）。";
"notice.historyOff" = "本次训练不保存历史：数据库无法使用。";
"notice.keptUntilUsable" = "训练记录保存在 %@，下一次能写入数据库的命令会把它存入。";
"notice.controlClosed" = "标准输入已关闭：训练将自行进行。";
"notice.notSaved" = "训练记录无法保存：%@";
"notice.keptInJournal" = "训练记录保存在 %@，下一次能写入数据库的命令会把它存入。\n%@";
"notice.unknownCommand" = "未知命令“%@”；可用命令：pause、resume、skip、back、extend N（N 为 %@–%@ 秒，例如 extend 20 或 +20）、end-rest、end。";
"notice.refusedCommand" = "“%@”未执行：%@";

/* 恢复 */
"recover.describe" = "%@，开始于 %@，在 %@ 有效时长时停于“%@”（编号 %@）";
"recover.prompt" = "发现一次未完成的训练：%@。\nc = 继续它，不开始“%@”（停在中断处并暂停）· e = 结束并保存它，然后开始“%@” · d = 丢弃它，然后开始“%@” · 其他键 = 开始“%@”，它留待以后处理";
"recover.pending.one" = "日志中保留着 1 次未完成的训练；见 `interfit recover`。";
"recover.pending.other" = "日志中保留着 %@ 次未完成的训练；见 `interfit recover`。";
"recover.savedFinished.one" = "已保存 1 次在数据库无法写入期间保留在日志中的已结束训练。";
"recover.savedFinished.other" = "已保存 %@ 次在数据库无法写入期间保留在日志中的已结束训练。";
"recover.damaged" = "日志 %@ 无法读取；已移到 %@ 并保留。";
"recover.ended" = "已将 %@ 保存为提前结束（已恢复，有效时长 %@；编号 %@）。";
"recover.discarded" = "已丢弃未完成的训练 %@。";
"recover.none" = "没有需要恢复的内容：日志中没有未完成的训练。";
"recover.later" = "仍保留在日志中；`interfit recover` 可查看。";
"recover.heading" = "日志中保留的未完成训练：";
"recover.finishedWaiting.one" = "1 次已结束的训练等待写入数据库（下一次能写入数据库的命令会保存它们）";
"recover.finishedWaiting.other" = "%@ 次已结束的训练等待写入数据库（下一次能写入数据库的命令会保存它们）";
"recover.howTo" = "使用 `interfit recover continue`、`interfit recover end` 或 `interfit recover discard`（加上编号可指定某一次）。";
"recover.notFound" = "没有编号以“%@”开头的未完成训练。\n改法：运行 `interfit recover` 查看。";
"recover.chooseOne" = "保留着多次未完成的训练；%@ 只能处理其中一次。\n改法：加上编号，例如 `interfit recover %@ 1a2b3c4d`（`interfit recover` 会列出它们）。";
"recover.databaseUnavailable" = "现在无法写入数据库；该训练仍保留在日志中。\n改法：先运行 `interfit doctor`，然后重试。";
"choice.heading" = "选择要开始的训练：";
"choice.template" = "模板";
"choice.plan" = "你的计划";
"choice.question" = "按 1–%@ 开始，按其他键取消：";
"recover.pausedTerminal" = "继续 %@，停在中断处并已暂停。输入 resume 并回车继续（或输入 end 结束）。";
"recover.pausedControl" = "继续 %@，停在中断处并已暂停。在标准输入发送 resume 继续（或发送 end 结束）；输入结束时会自动继续。";
"recover.alreadySaved" = "历史中已有训练 %@，因此没有替换它；其日志仍然保留。\n改法：用 `interfit recover discard %@` 删除该日志（`interfit history show` 可查看已保存的训练）。";

/* The home's Train tab (`interfit` alone on a terminal) */
"home.pick.heading" = "选择训练：模板、收藏与最近的计划";
"home.pick.name" = "名称";
"home.pick.summary" = "计划";
"home.pick.kind" = "类型";
"home.pick.template" = "模板";
"home.pick.favorite" = "★ 收藏";
"home.pick.recent" = "最近";
"home.pick.empty" = "还没有可训练的内容。";
"home.pick.noMatch" = "没有名称包含“%@”的模板或计划。按 Esc 清除筛选。";
"home.hint.adjust" = "⏎ 调整并开始";
"home.adjust.title" = "%@ — 调整本次训练";
"home.adjust.invalid" = "还不能开始：见下方说明。";
"home.field.sets" = "组数";
"home.field.work" = "训练";
"home.field.rest" = "休息";
"home.field.warmup" = "热身";
"home.field.cooldown" = "放松";
"home.field.rounds" = "轮数";
"home.field.roundRest" = "轮间休息";
"home.field.cues" = "提示";
"home.field.voiceLanguage" = "语音";
"home.field.music" = "音乐";
"home.adjust.asSettings" = "沿用设置";
"home.adjust.voice.en" = "英语";
"home.adjust.voice.zh" = "中文";
"home.adjust.on" = "开";
"home.adjust.off" = "关";
"home.adjust.legend" = "* 仅本次训练修改";
"home.adjust.long" = "超过 2 小时：请检查取值（仍可开始）。";
"home.adjust.saved" = "已另存为新计划：%@。";
"home.hint.start" = "⏎ 开始";
"home.hint.step" = "+/− 修改";
"home.hint.saveCopy" = "s 另存为新计划";
"home.summary.again" = "a  再练一次";
"home.summary.save" = "s  把调整存为新计划";
"home.summary.back" = "⏎  返回主界面";
"help.open" = "调整后开始选中的训练";
"help.field" = "选择字段";
"help.step" = "下一个或上一个取值";
"help.type" = "输入取值（45、1:30、2m）；回车确认";
"help.start" = "开始训练（先用回车确认输入的取值）";
"help.saveCopy" = "把这些调整另存为新计划";
"help.again" = "再练一次同样的训练";
"help.saveAdjustments" = "把本次训练的调整存为新计划";
"help.backHome" = "返回训练列表";
/* Live page (start --serve) */
"live.title" = "Interfit 实时";
"live.connecting" = "正在连接…";
"live.reconnecting" = "正在重新连接…";
"live.viewOnly" = "仅供查看";
"live.idle" = "准备开始";
"live.paused" = "已暂停";
"live.completed" = "训练完成";
"live.ended" = "已提前结束";
"live.set" = "第 %@/%@ 组";
"live.round" = "第 %@/%@ 轮";
"live.next" = "下一段：%@";
"live.nextFinish" = "下一段：结束";
"live.nextSegment" = "%@ %@（%@）";
"live.progress" = "训练进度";
"live.controls" = "训练控制";
"live.pause" = "暂停";
"live.resume" = "继续";
"live.skip" = "跳过";
"live.back" = "上一段";
"live.extend" = "秒";
"live.extendHint" = "当前休息延长 10 秒";
"live.end" = "结束";
"live.confirmEnd" = "现在结束训练吗？会保存为提前结束。";
"live.confirmEndYes" = "结束训练";
"live.confirmEndNo" = "继续训练";
"live.keys" = "按键：空格 暂停/继续 · → 跳过 · ← 上一段 · + 休息加 10 秒";
"live.notConnected" = "未连接，命令没有发出。";
"live.error.rate_limited" = "操作太频繁，请稍候再试。";
"live.error.view_only" = "此页面仅供查看。";
"live.error.too_long" = "命令过长。";
"live.error.other" = "训练未接受这项操作。";
"""#
}
