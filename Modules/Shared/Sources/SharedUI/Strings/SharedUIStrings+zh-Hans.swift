// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension SharedUIStrings {
    /// The Simplified Chinese table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let simplifiedChinese = #"""
/* 阶段类型 */
"kind.warmup" = "热身";
"kind.work" = "训练";
"kind.rest" = "休息";
"kind.roundRest" = "轮间休息";
"kind.cooldown" = "放松";

/* 会话用语：中性，不做评判 */
"status.running" = "进行中";
"status.paused" = "已暂停";
"status.completed" = "已完成";
"status.ended" = "提前结束";
"tag.interrupted" = "曾中断";
"tag.adjusted" = "有调整";
"tag.audioDegraded" = "声音降级";
"tag.recovered" = "已恢复";
"pause.user" = "暂停";
"pause.interruption" = "挂起";
"pause.safety" = "时钟跳变";
"list.separator" = "、";

/* 计划校验 */
"issue.field" = "%@：%@";
"issue.range" = "必须在 %@ 到 %@ 之间（实际为 %@）。";
"issue.length" = "长度必须为 %@ 到 %@ 个字符（实际为 %@）。";
"issue.bytes" = "最多 %@ 字节（实际为 %@）；请减少组合符号或缩短名称。";
"issue.printable" = "只能包含可打印字符（不能有控制字符、转义序列或换行）。";
"issue.blank" = "不能只有空格。";
"issue.nameTaken" = "“%@”已被使用（名称不区分大小写且必须唯一）。\n改法：换一个名称，或编辑那个计划。";
"issue.tooMany" = "最多 %@ 项（实际为 %@）。";
"issue.totalTooShort" = "按此比例安排这些组太短；至少需要 %@（实际为 %@）。";
"issue.totalTooLong" = "按此比例安排这些组太长（每段训练和休息最长 30:00）；最多 %@（实际为 %@），或增加组数。";
"issue.ratio.form" = "必须是两个整数，例如 2:1（训练:休息）。";
"issue.ratio.zeroWork" = "训练部分至少为 1（0:R 的比例意味着没有训练）。";
"issue.ratio.range" = "每部分必须在 0 到 100 之间（训练至少为 1），例如 2:1。";
"issue.duration" = "“%@”不是时长。\n改法：使用 %@ 这样的写法。";
"issue.durationComponent" = "“%@”中较大单位之后的分钟或秒数达到 60 或以上。\n改法：写成 2m30s 或 2:30，而不是 1m90s 或 1:90。";
"issue.durationTooLarge" = "“%@”太长了。\n改法：最多使用 %@。";

/* 存储 */
"db.notADatabase" = "%@ 不是 Interfit 数据库，因此未做任何改动。\n改法：用 --db（或 INTERFIT_DB）指向其他文件，或把这个文件移走。";
"db.foreign" = "%@ 是其他程序的 SQLite 数据库，因此未做任何改动。\n改法：用 --db（或 INTERFIT_DB）指向其他文件。";
"db.notAFile" = "%@ 是%@，不是数据库文件；未做任何改动。\n改法：用 --db（或 INTERFIT_DB）指向普通文件。";
"db.corrupt" = "数据库 %@ 已损坏（%@）；未做任何改动。\n改法：从备份恢复，或将其移走以新建数据库。";
"db.unreadable" = "无法读写 %@（%@）。\n改法：检查文件权限，或用 --db 选择其他文件。";
"db.newerSchema" = "%@ 由更新版本的 Interfit 写入；未做任何改动。\n改法：升级 Interfit，或用 --db 使用其他文件。";
"db.busy" = "数据库 %@ 正忙（被其他程序占用）；未做任何改动。\n改法：稍后再试。";
"db.full" = "存放 %@ 的磁盘已满；未做任何改动。\n改法：释放一些空间后再试。";
"db.cannotCreateFolder" = "无法创建文件夹 %@（%@）。\n改法：用 --db 选择其他位置。";
"db.unreachable" = "无法访问 %@（%@）；未读取或改动任何内容。\n改法：检查路径及其各级文件夹的权限，或用 --db 选择其他文件。";
"db.folderMissing" = "文件夹 %@ 不存在；未创建任何内容。\n改法：先创建它（mkdir -p），或用 --db 选择其他文件。";
"db.notCreated" = "%@ 处还没有数据库（尚未保存过任何内容）；未写入任何内容。\n改法：检查 --db（或 INTERFIT_DB），或先训练一次以创建它。";
"db.storage" = "数据库操作失败（%@）；未做任何改动。\n改法：运行 `interfit doctor` 检查。";
"file.kind.directory" = "目录";
"file.kind.fifo" = "命名管道（FIFO）";
"file.kind.device" = "设备";
"file.kind.socket" = "套接字";
"file.kind.other" = "特殊文件";

/* 声音降级 */
"degraded.noPlayer" = "未找到音频播放器（pw-play、paplay、aplay）";
"degraded.noUsablePlayer" = "没有音频播放器能播放测试声音（%@）";
"degraded.playerFailed" = "音频播放器 %@ 失败（%@）";
"degraded.noVoice" = "未找到语音程序（espeak-ng、espeak、spd-say）";
"degraded.voiceFailed" = "语音程序 %@ 失败（%@）";
"degraded.tones" = "无法写入提示音文件";
"helper.couldNotStart" = "无法启动";
"helper.exit" = "退出码 %@";
"helper.timedOut" = "%@ 秒内无响应";

/* 会话日志 */
"journal.unsafe" = "日志文件夹 %@ 不安全（%@），因此本次训练没有崩溃日志。\n改法：让它成为只属于你、他人不可写的文件夹，或把 XDG_STATE_HOME 设到别处。";
"journal.unsafe.symbolicLink" = "它是符号链接";
"journal.unsafe.notAFolder" = "它不是文件夹";
"journal.unsafe.notOwned" = "它属于其他用户";
"journal.unsafe.writableByOthers" = "其他用户可以写入";
"journal.diskFull" = "%@ 处没有空间存放训练日志；崩溃时可能无法恢复。\n改法：释放一些磁盘空间。";
"journal.inUse" = "日志 %@ 属于一个仍在进行的训练。";
"journal.unreadable" = "日志 %@ 无法读取；已移到一旁并保留。";
"journal.failed" = "日志 %@ 无法写入（%@）。";
"journal.full" = "日志 %@ 已达到大小上限；本次训练之后的事件未写入日志。";

/* 音乐降级 */
"music.noMPV" = "音乐已关闭：未安装 mpv";
"music.noPlayerctl" = "桌面播放器音乐已关闭：未安装 playerctl";
"music.noDesktopPlayer" = "桌面播放器音乐已关闭：没有运行中的 MPRIS 播放器";
"music.missing" = "音乐：%@ 不存在；当前音乐继续播放";
"music.loadFailed" = "音乐：%@ 无法播放；当前音乐继续播放";
"music.playerDied" = "音乐已停止：播放器退出了";

/* 文件 */
"file.cannotRead" = "无法读取 %@（%@）。\n改法：检查路径及其权限。";
"file.cannotWrite" = "无法写入 %@（%@）；未写入任何内容。\n改法：确认文件夹存在且可写。";
"file.cannotWriteOutput" = "无法写入标准输出（%@）；已写出的内容不完整。\n改法：把输出导向有空间的地方，或用文件名代替 -。";
"file.notAFile" = "%@ 是一个%@，不是普通文件，未做改动。\n改法：指定一个普通文件，或用 - 表示标准输出。";
"file.exists" = "%@ 已存在，未做改动。\n改法：换一个文件名，或加上 --force 替换它。";
"file.tooLarge" = "%@ 超过 %@ KiB，对这类文件来说太大了；未读入任何内容。\n改法：确认是否选对了文件。";
"errno.noent" = "文件或文件夹不存在";
"errno.isdir" = "它是一个目录";
"errno.access" = "没有权限";
"errno.nospc" = "磁盘已满";
"errno.rofs" = "磁盘为只读";
"errno.notdir" = "路径中的某一部分不是文件夹";

/* 无法读取的行 */
"row.unreadable.plan" = "警告：已跳过无法读取的存储计划 %@。可用此命令删除：interfit plans rm %@";
"row.unreadable.planVersion" = "警告：已跳过一个无法读取的计划版本（%@）；见 `interfit doctor`。";
"row.unreadable.session" = "警告：已跳过无法读取的训练记录 %@；其余记录照常显示。见 `interfit doctor --full`。";
"row.unreadable.setting" = "警告：设置 %@ 的存储值无法读取，因此使用默认值。改法：用 `interfit settings set %@ 值` 重新设置。";

/* Music options */
"musicPlan.noneWithSelections" = "--no-music：不能与 --work-music、--rest-music 或 --set-music 同时使用；请去掉其中之一。";
"musicPlan.emptyReference" = "%@：音乐引用为空；请给出文件、文件夹、.m3u 播放列表、player 或 none。";
"musicPlan.oneSelectionOnly" = "%@：该策略只接受一个曲目；请只给一次，或使用 --music-strategy cycle 指定列表。";
"musicPlan.setMusicNeedsExplicit" = "--set-music：需要 --music-strategy explicit（或不指定策略）。";
"musicPlan.malformedSetEntry" = "--set-music：“%@”不是 N=REF 格式；例如 --set-music 2=~/Music/climb.m3u。";
"musicPlan.setOutOfRange" = "--set-music：第 %@ 组不存在；该计划只有第 1 到第 %@ 组。";
"musicPlan.duplicateSet" = "--set-music：第 %@ 组重复指定；每组只能指定一次。";
"field.name" = "名称";
"field.sets" = "组数";
"field.work" = "训练";
"field.rest" = "休息";
"field.warmup" = "热身";
"field.cooldown" = "放松";
"field.rounds" = "轮数";
"field.round-rest" = "轮间休息";
"field.exercise" = "动作";
"field.total" = "总时长";
"field.ratio" = "比例";

/* The home (`interfit` alone on a terminal) */
"home.tab.train" = "训练";
"home.tab.plans" = "计划";
"home.tab.history" = "历史";
"home.tab.settings" = "设置";
"hint.move" = "↑↓ 移动";
"hint.open" = "⏎ 打开";
"hint.back" = "Esc 返回";
"hint.filter" = "/ 筛选";
"hint.keys" = "? 按键";
"hint.quit" = "q 退出";
"hint.tabs" = "Tab 切换";
"help.title" = "本界面的按键";
"help.tabs" = "切换标签页（训练 · 计划 · 历史 · 设置）";
"help.keys" = "显示或隐藏按键说明";
"help.back" = "返回（或关闭筛选）";
"help.quit" = "退出";
"help.close" = "按任意键关闭。";
"help.closeScroll" = "↑↓ 滚动 · 其他任意键关闭";
"help.move" = "移动（Page Up/Down、Home/End、g/G）";
"help.filter" = "边输入边筛选列表；回车保留，Esc 清除";
"filter.prompt" = "筛选：%@";
"list.position" = "第 %@ 项，共 %@ 项";
"hint.keepFilter" = "⏎ 保留筛选";
"hint.clearFilter" = "Esc 清除筛选";
"hint.yesNo" = "y 是 · 其他任意键 否";
"""#
}
