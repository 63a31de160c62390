// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension SettingsViewsStrings {
    /// The Simplified Chinese table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let simplifiedChinese = #"""
/* 设置 */
"label.key" = "键";
"label.value" = "值";
"label.source" = "来源";
"label.allowed" = "可选值";
"label.default" = "默认";
"label.set" = "已设置";
"settings.unknownKey" = "未知设置“%@”。\n改法：使用 %@ 之一。";
"settings.invalidValue" = "%@ 不能是“%@”。\n改法：使用 %@ 之一。";

/* 诊断 */
"doctor.database" = "数据库";
"doctor.schema" = "结构版本";
"doctor.integrity" = "完整性";
"doctor.quickCheck" = "（快速检查；--full 运行完整但较慢的检查）";
"doctor.fullCheck" = "（完整性全面检查）";
"doctor.plans" = "计划数";
"doctor.sessions" = "训练记录数";
"doctor.size" = "大小";
"doctor.unreadable" = "无法读取的行";
"doctor.ok" = "正常";
"doctor.problem" = "有问题";
"doctor.notCreated" = "尚未创建（第一次保存计划或训练时创建）";
"doctor.language" = "语言";
"doctor.colors" = "颜色";
"doctor.on" = "开";
"doctor.off" = "关";
"doctor.player" = "音频播放器";
"doctor.music" = "音乐";
"doctor.desktopPlayers" = "桌面播放器";
"doctor.noDesktopPlayer" = "没有正在运行的（使用 `player` 的音乐需要先启动一个）";
"doctor.voice" = "语音";
"doctor.terminal" = "终端";
"doctor.testPlayed" = "（静音试播放成功）";
"doctor.noPlayer" = "无可用播放器（%@）——提示音改用终端响铃";
"doctor.separator" = "；";
"doctor.program.missing" = "%@：未安装";
"doctor.program.failed" = "%@：试播放失败（%@）";
"doctor.noVoice" = "未找到 %@ 中的任何一个——语音提示关闭";
"doctor.tty" = "终端，%@";
"doctor.dumbTTY" = "终端，%@，但 TERM 为 dumb 或未设置——`start` 输出纯文本行";
"doctor.noTTY" = "不是终端——`start` 输出纯文本行";
"helper.couldNotStart" = "无法启动";
"helper.exit" = "退出码 %@";
"helper.timedOut" = "%@ 秒内无响应";

/* 备份 */
"backup.counts" = "%@、%@、%@和 %@";
"backup.plan.one" = "%@ 个计划";
"backup.plan.other" = "%@ 个计划";
"backup.version.one" = "%@ 个版本";
"backup.version.other" = "%@ 个版本";
"backup.session.one" = "%@ 条训练记录";
"backup.session.other" = "%@ 条训练记录";
"backup.setting.one" = "%@ 项设置";
"backup.setting.other" = "%@ 项设置";
"backup.exported" = "已导出 %@ 到 %@。";
"backup.merged" = "已添加缺少的 %@。";
"backup.replaced" = "已用备份中的 %@ 替换全部内容。";
"backup.skipped" = "已存在（保持原样）：%@。";
"backup.replaceQuestion" = "用备份替换全部计划、版本、训练记录与设置吗？y = 是，其他键 = 否";
"backup.notReplaced" = "没有替换任何内容。";
"backup.needsYes" = "--replace 会替换全部内容；没有终端可以询问时需要 --yes。\n改法：加上 --yes，或用 --merge 只添加缺少的内容。";
"backup.stdin" = "标准输入";
"backup.malformed" = "%@ 不是可用的 Interfit 备份：在 %@ 处，%@。未做任何改动。\n改法：用 `interfit backup export` 重新导出备份。";
"backup.newerFormat" = "%@ 使用备份格式 %@，而本版本 Interfit 最多读取 %@；未做任何改动。\n改法：升级 Interfit。";
"backup.newerSchema" = "%@ 来自更新版本的 Interfit（数据库 %@，本版本最多认识 %@）；未做任何改动。\n改法：升级 Interfit。";
"reason.invalidJSON" = "文本不是有效的 JSON";
"reason.truncated" = "文件提前结束";
"reason.wrongType" = "取值类型不对";
"reason.missingKey" = "缺少必需的键";
"reason.duplicateKey" = "某个键出现了两次";
"reason.duplicateId" = "某个编号出现了两次";
"reason.invalidId" = "编号无效";
"reason.invalidDate" = "日期不是 ISO 8601 格式";
"reason.invalidValue" = "取值不在允许范围内";
"reason.unknownSetting" = "设置项未知";
"reason.dateOutOfRange" = "日期不在 1970–9999 年之间，Interfit 不会写出这样的日期";
"reason.unknownSchema" = "它不是 Interfit 的数据结构版本";
"reason.outOfRange" = "数值超出范围";
"reason.invalidName" = "名称为空、过长或含有控制字符";
"reason.tooManyItems" = "列表过长";
"reason.unknownPlan" = "该版本不属于任何计划";
"reason.duplicateVersionNumber" = "两个版本编号相同";
"reason.tooLarge" = "某一项太大";

/* The home's Settings tab (`interfit` alone on a terminal) */
"home.title" = "设置：全局层";
"home.layers" = "start --cues 优先于计划的设置，计划的设置优先于这些。";
"home.hint.next" = "⏎ 下一个取值";
"home.hint.reset" = "r 默认值";
"home.hint.doctor" = "d 诊断";
"home.hint.scroll" = "↑↓ 滚动";
"home.doctor.title" = "诊断：数据库、声音、终端";
"home.doctor.running" = "正在检查…";
"help.nextValue" = "下一个允许的取值（立即保存）";
"help.previousValue" = "上一个允许的取值";
"help.reset" = "恢复默认值";
"help.doctor" = "检查数据库、声音与终端";
"help.scroll" = "滚动（Page Up/Down、Home/End）";
"""#
}
