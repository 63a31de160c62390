// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension InterfitCLIStrings {
    /// The Simplified Chinese table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let simplifiedChinese = #"""
/* 命令行自身的文字：摘要、说明、选项帮助、取值错误。 */

/* 根命令 */
"root.abstract" = "终端里的间歇训练计时器（HIIT、Tabata、跑步间歇）。";
"root.discussion" = "示例：\n  interfit start tabata                      运行内置的 Tabata，8×(20/10)\n  interfit start --sets 8 --work 20 --rest 10\n  interfit plans create \"腿部\" --sets 10 --work 45s --rest 15s --exercise 深蹲 --exercise 弓步\n  interfit plans list --favorites\n\n退出码：0 成功，64 用法或取值错误，65 输入文件有误，74 数据库或读写故障，130 被中断。语言：设置 INTERFIT_LANG=zh（或 zh_* 区域设置）显示中文。";
"option.db" = "要使用的数据库文件（默认：$INTERFIT_DB，否则 $XDG_DATA_HOME/interfit/interfit.sqlite）。";

/* start */
"start.abstract" = "按模板、已保存的计划或临时选项开始一次训练。";
"start.discussion" = "在终端中显示训练画面（按键：空格 暂停/继续，n 跳过，p 上一段，+ 休息延长 15 秒，r 结束休息，e 结束，? 帮助；Ctrl-Z 暂停并挂起）。没有终端、TERM=dumb 或使用 --no-tui 时，每个事件打印一行；--events ndjson 在 stdout 上每个事件输出一个 JSON 对象（见 README）。标准输入不是终端时，`start` 从中读取按行命令：pause、resume、skip、back、extend 15|30|60、end-rest、end。训练结束时记录会保存到历史中。数据库无法使用时，训练照常进行，只是不保存历史。\n\n示例：\n  interfit start tabata\n  interfit start legs --rest 20s\n  interfit start --sets 8 --work 20 --rest 10\n  interfit start running --no-tui --cues none\n  interfit start tabata --events ndjson | jq -c 'select(.type == \"segment\")'\n  (sleep 5; echo pause; sleep 3; echo resume) | interfit start tabata --no-tui";
"start.plan" = "模板编号或名称（见 `interfit templates`），或已保存计划的名称或编号前缀。";
"option.sets" = "每轮的训练组数（1–99）。";
"option.work" = "每组训练时长，10 秒–30 分（45、45s、2m、1m30s、1:30）。";
"option.rest" = "组间休息，0–30 分。";
"option.warmup" = "热身，0–30 分。";
"option.cooldown" = "放松，0–30 分。";
"option.rounds" = "轮数（1–20）。";
"option.roundRest" = "轮间休息，0–30 分。";
"option.exercise" = "动作名称；可重复给出多个（第 i 组显示第 i 个动作）。";
"option.cues" = "本次训练的提示方式：bell、tone、voice 的任意组合，或 none。";
"option.voiceLang" = "语音提示的语言。";
"option.noTUI" = "每个事件打印一行纯文本，而不显示训练画面。";
"option.events" = "在 stdout 上输出事件流（每行一个 JSON 对象）。";
"option.serve" = "同时在网页上显示训练（仅回环地址，每次训练一个新链接），电视或手机都能打开。";
"option.serveOn" = "实时页面监听的位置：IP:PORT（127.0.0.1:9000）、一个端口号，或 lan 表示所有网络接口。";
"option.serveViewOnly" = "提供不带控制按钮的实时页面（隐含 --serve）。";

/* plans */
"plans.abstract" = "管理计划库：创建、编辑、列出、分享计划并管理版本。";
"plans.discussion" = "PLAN 是计划名称（不区分大小写），或其编号、名称的开头部分，见 `interfit plans list`。\n\n示例：\n  interfit plans create \"腿部\" --sets 10 --work 45s --rest 15s\n  interfit plans create \"快速燃脂\" --total 10m --sets 12 --intensity hard\n  interfit plans show 腿部\n  interfit plans export 腿部 legs.json";
"plans.plan" = "计划：名称或编号前缀。";
"plans.list.abstract" = "列出计划：默认按最近使用排序，也可列出收藏、全部或归档。";
"plans.list.discussion" = "示例：\n  interfit plans list\n  interfit plans list --favorites\n  interfit plans list --all --json";
"plans.filter.recent" = "未归档的计划，最近使用的在前（默认）。";
"plans.filter.favorites" = "收藏的计划。";
"plans.filter.all" = "所有计划，包括已归档的。";
"plans.filter.archived" = "仅列出已归档的计划。";
"plans.show.abstract" = "显示计划的设置、日期与时间线。";
"plans.show.discussion" = "示例：\n  interfit plans show 腿部";
"plans.create.abstract" = "按组数、训练与休息（模式 A），或按总时长与比例（模式 B）创建计划。";
"plans.create.discussion" = "模式 A：--sets N --work D --rest D。模式 B：--total D --sets N 以及 --ratio W:R 或 --intensity。时长写法：45、45s、2m、1m30s、1:30、1h5m。名称不区分大小写且必须唯一。取值无效时以 64 退出，不保存任何内容。以 - 开头的名称放在 -- 之后。\n\n示例：\n  interfit plans create \"腿部\" --sets 10 --work 45s --rest 15s --exercise 深蹲 --exercise 弓步\n  interfit plans create \"长跑\" --sets 6 --work 3m --rest 1m --warmup 5m --cooldown 5m\n  interfit plans create \"快速燃脂\" --total 10m --sets 12 --intensity hard\n  interfit plans create --sets 4 --work 30 --rest 10 -- \"-负号\"";
"plans.create.name" = "计划名称（1–80 个可打印字符，不区分大小写且唯一）。";
"plans.edit.abstract" = "修改计划：只有给出的选项会改变。已发布的版本永不改变。";
"plans.edit.discussion" = "示例：\n  interfit plans edit 腿部 --rest 20s\n  interfit plans edit 腿部 --name \"腿部（强化）\" --sets 12\n  interfit plans edit 腿部 --total 15m --intensity medium";
"plans.edit.name" = "新名称（1–80 个可打印字符，不区分大小写且唯一）。";
"plans.copy.abstract" = "复制计划；副本会得到一个空闲的名称，例如“腿部 (2)”。";
"plans.copy.discussion" = "示例：\n  interfit plans copy 腿部 && interfit plans edit \"腿部 (2)\" --name \"腿部 B\"";
"plans.rm.abstract" = "删除计划及其版本（已训练的记录保留各自的副本）。";
"plans.rm.discussion" = "在终端中会先询问；脚本请加 --yes。\n\n示例：\n  interfit plans rm \"腿部 (2)\"\n  interfit plans rm 1a2b3c4d --yes";
"option.yes" = "不询问确认。";
"plans.fav.abstract" = "把计划加入收藏。";
"plans.fav.discussion" = "示例：\n  interfit plans fav 腿部";
"plans.unfav.abstract" = "把计划移出收藏。";
"plans.unfav.discussion" = "示例：\n  interfit plans unfav 腿部";
"plans.archive.abstract" = "归档计划；它会离开最近列表，但仍被保留。";
"plans.archive.discussion" = "示例：\n  interfit plans archive 腿部";
"plans.unarchive.abstract" = "把已归档的计划恢复回来。";
"plans.unarchive.discussion" = "示例：\n  interfit plans unarchive 腿部";
"plans.publish.abstract" = "把计划当前内容发布为一个新的、不可变的编号版本。";
"plans.publish.discussion" = "示例：\n  interfit plans publish 腿部 && interfit plans versions 腿部";
"plans.versions.abstract" = "列出计划的版本，最早的在前。";
"plans.versions.discussion" = "示例：\n  interfit plans versions 腿部 --json";
"plans.export.abstract" = "把计划写成 JSON 文件（带 formatVersion），可被 `plans import` 读取。";
"plans.export.discussion" = "不给 FILE（或给 -）时 JSON 输出到标准输出。已存在的 FILE 不会被替换，除非加上 --force。\n\n示例：\n  interfit plans export 腿部 legs.json\n  interfit plans export 腿部 | ssh friend interfit plans import -";
"plans.export.file" = "要写入的文件；- 或不给表示标准输出。";
"option.force" = "FILE 已存在时替换它。";
"plans.import.abstract" = "从 JSON 文件添加计划，作为你自己的新计划（分叉）；会检测重复。";
"plans.import.discussion" = "训练内容相同的计划已在库中时不会再次添加；名称已被占用时会取一个空闲名称，例如“腿部 (2)”。不是有效计划的文件以 65 退出，不做任何改动。文件最多读取 1 MiB。\n\n示例：\n  interfit plans import legs.json\n  curl -s https://example.org/plan.json | interfit plans import -";
"plans.import.file" = "计划文件；- 表示标准输入。";
"option.total" = "模式 B：整个训练的时长；训练与休息由此推导。";
"option.ratio" = "模式 B：训练:休息比例，例如 2:1。";
"option.intensity" = "模式 B：预设比例：light（1:2）、medium（1:1）、hard（2:1）。";
"option.json.plans" = "输出 JSON：计划数组（见 README 的“JSON output”）。";
"option.json.plan" = "输出 JSON（与 `plans list --json` 中的对象相同）。";
"option.json.versions" = "输出 JSON：版本数组。";
"option.json.templates" = "输出 JSON（id、name、localizedName、summary、totalSeconds 及训练字段）。";

/* templates */
"templates.abstract" = "列出无需任何设置即可开始的内置计划。";
"templates.discussion" = "示例：\n  interfit templates\n  interfit templates --json | jq '.[].id'";

/* history */
"history.abstract" = "列出过去的训练，最新的在前：已完成、提前结束、曾中断——全部保留。";
"history.discussion" = "示例：\n  interfit history\n  interfit history --since 2w --plan 腿部\n  interfit history --limit 500 --csv > workouts.csv\n  interfit history --json | jq '.[0].id'";
"option.limit" = "显示多少条记录（1–10000）。";
"option.json.history" = "输出 JSON：训练记录数组（见 README 的“JSON output”）。";

"history.list.abstract" = "列出过去的训练，最新的在前，以表格、JSON 或 CSV 输出。";
"history.list.discussion" = "示例：\n  interfit history\n  interfit history --since 2w --plan 腿部\n  interfit history --limit 500 --csv > workouts.csv\n  interfit history --json | jq '.[0].id'";
"option.since" = "只列出 DATE 之后的训练：2026-11-01、2026-11-01T08:30，或 7d / 2w（之前）。";
"option.plan" = "只列出 PLAN 的训练：已保存的计划、模板编号或计划名称。";
"option.history.json" = "输出 JSON：训练记录数组（见 README 的“JSON output”）。";
"option.history.csv" = "输出 CSV（RFC 4180），带表头，可用于电子表格。";
"history.show.abstract" = "显示一次训练的全部内容：计划、时长、组数、备注、调整及事件时间线。";
"history.show.discussion" = "ID 是训练编号的开头部分，见 `interfit history`。\n\n示例：\n  interfit history show 1a2b3c4d\n  interfit history show 1a2b --json";
"history.show.id" = "训练：其编号的开头部分。";
"option.json.session" = "输出 JSON：历史条目的键，加上快照、事件与调整。";
"stats.abstract" = "以条形图显示每周训练次数与有效分钟；没有连续纪录，也没有排名。";
"stats.discussion" = "每行是一个 ISO 周：█ 为完成训练的分钟，▒ 为提前结束训练的分钟，之后是分钟数与训练次数。\n\n示例：\n  interfit stats\n  interfit stats --weeks 52 --json";
"option.weeks" = "显示多少周，包括本周（1–520）。";
"option.json.stats" = "输出 JSON：各周（从早到晚）与合计。";

/* settings */
"settings.abstract" = "查看与修改全局设置（计划与 `start` 选项可以覆盖它们）。";
"settings.discussion" = "示例：\n  interfit settings list\n  interfit settings set cues.voice on\n  interfit settings set voice.language zh\n  interfit settings set music.enabled off\n  interfit settings set music.player rest";
"settings.list.abstract" = "列出每项设置、其取值以及是否为默认值。";
"settings.list.discussion" = "示例：\n  interfit settings list\n  interfit settings list --json | jq '.\"cues.voice\".value'";
"settings.get.abstract" = "打印一项设置的取值。";
"settings.get.discussion" = "示例：\n  interfit settings get cues.bell";
"settings.set.abstract" = "修改一项设置；`default` 恢复内置默认值。";
"settings.set.discussion" = "示例：\n  interfit settings set cues.voice on\n  interfit settings set cues.bell default";
"settings.key" = "设置项，例如 cues.voice（见 `interfit settings list`）。";
"settings.value" = "新取值（on/off；voice.language 为 en/zh；music.player 为 work/rest），或 `default`。";
"option.json.settings" = "输出 JSON：键 → {value, isDefault, allowed} 的对象。";

/* backup */
"backup.abstract" = "把一切（计划、版本、训练记录、设置）导出为一个 JSON 包，或导入这样的包。";
"backup.discussion" = "示例：\n  interfit backup export interfit-backup.json\n  interfit backup import interfit-backup.json --merge\n  interfit backup export - | ssh other interfit backup import - --replace --yes";
"backup.export.abstract" = "把全部计划、版本、训练记录与设置写入一个 JSON 包（FILE，或用 - 表示标准输出）。";
"backup.export.discussion" = "备份包含 formatVersion、schemaVersion、exportedAt、plans、planVersions、sessions 与 settings（见 README）。已存在的 FILE 不会被替换，除非加上 --force。无法读取的行会被略过并列出。\n\n示例：\n  interfit backup export interfit-backup.json\n  interfit backup export - | gzip > backup.json.gz";
"backup.export.file" = "要写入的备份包；- 表示标准输出。";
"backup.import.abstract" = "在一个事务中应用备份包：--merge 添加缺少的内容，--replace 替换全部内容。";
"backup.import.discussion" = "来自更新版本 Interfit 或格式有误的备份包会以 65 退出并指出第一个问题，不做任何改动。--replace 在终端中会先询问；脚本请加 --yes。\n\n示例：\n  interfit backup import interfit-backup.json --merge\n  gunzip -c backup.json.gz | interfit backup import - --replace --yes";
"backup.import.file" = "要读取的备份包；- 表示标准输入。";
"option.backup.merge" = "添加缺少的内容（按编号）；内容相同的计划不会重复。";
"option.backup.replace" = "用备份中的内容替换全部计划、版本、训练记录与设置。";

/* doctor */
"doctor.abstract" = "检查数据库、声音与终端，不做任何改动；数据库无法使用时以 74 退出。";
"doctor.discussion" = "默认对数据库做 SQLite 快速检查；--full 运行完整的完整性检查，历史很多时可能需要一些时间。播放器用一段静音进行试播放。\n\n示例：\n  interfit doctor\n  interfit doctor --full --json";
"option.doctor.full" = "运行 SQLite 完整的完整性检查（较慢），而不是快速检查。";
"option.json.doctor" = "输出 JSON（数据库、结构版本、完整性、计划数、记录数、播放器、语音、终端、问题）。";

/* 选项取值 */
"value.cues" = "请使用逗号分隔的 %@（none 只能单独使用）。";
"value.count" = "“%@”不是整数。";
"value.countTooLarge" = "“%@”太大了。";

/* Music options */
"option.workMusic" = "训练时的音乐：文件、文件夹、.m3u/.m3u8 播放列表、player[:名称]（你的桌面播放器）或 none。重复给出即按列表循环。";
"option.restMusic" = "休息时的音乐（也用于热身、轮间休息和放松）；形式同 --work-music。重复给出即按列表循环。";
"option.setMusic" = "某一组的训练音乐，格式 N=REF（逐组指定策略）；可重复给出多组。";
"option.musicStrategy" = "曲目分配到各组的方式：global（各一个）、cycle（第 i 组取 list[i % n]）或 explicit（逐组指定，--work-music 为默认）。";
"option.musicMode" = "曲目再次出现时的播放方式：continue（默认，接着播放）、restart（从头）或 shuffle（随机）。";
"option.noMusic" = "本次训练或该计划不要音乐。";

/* recover */
"recover.abstract" = "查看、继续、结束或丢弃会话日志中遗留的训练（崩溃、被杀死或磁盘已满之后）。";
"recover.discussion" = "每次训练运行时都会写入日志，并记录所属的数据库（$XDG_STATE_HOME/interfit/journal，否则 ~/.local/state/interfit/journal）。未到终点的训练保留在那里：\ncontinue 在中断处以暂停状态继续，end 将其保存为已结束（标记为 recovered），discard 丢弃。数据库当时无法写入的已完成训练，会由下一个能写入数据库的命令保存。\n\n示例：\n  interfit recover\n  interfit recover continue\n  interfit recover end\n  interfit recover discard 1a2b3c4d\n  interfit recover --json";
"recover.action" = "list（默认）、continue、end（全部，或指定的一次）或 discard。";
"recover.id" = "训练编号的开头部分（见 `interfit recover` 的列表）；保留多次训练时需要给出。";
"option.json.recover" = "输出 JSON：未完成、已完成与损坏的日志，以及已保存的会话。";
"cli.unknownShortOption" = "未知选项“%@”。\n改法：以 - 开头的名称或值放在 -- 之后，例如 `interfit plans create --sets 2 --work 20 --rest 10 -- %@`。";
"cli.tooManyExercises" = "练习过多；未执行任何操作：";
"cli.optionRepeated" = "%@ 出现了 %@ 次，超过任何命令接受的 %@ 次；未执行任何操作。\n改法：每个值只给一次，或把长列表写进计划文件（interfit plans import FILE）。";
"value.serveOn" = "“%@”不是地址；请使用 lan、端口号（9000），或带可选端口的 IP 地址（127.0.0.1:9000、[::1]:9000）。";
"value.servePort" = "“%@”中没有有效端口；端口是 0 到 65535 之间的数字（0 = 任意空闲端口）。";
"cli.serveNotHere" = "--serve、--serve-on 与 --serve-view-only 只适用于 `recover continue`。\n改法：`interfit recover continue [ID] --serve`";
"cli.liveUnavailable" = "实时页面无法启动：%@。\n改法：用 --serve-on 换一个地址或端口（例如 --serve-on 127.0.0.1:0 表示任意空闲端口），或去掉 --serve。";
"cli.liveHost" = "%@ 不是本机的 IP 地址";
"cli.livePort" = "端口 %@ 不在 0–65535 之内";
"cli.liveListen" = "无法在 %@ 上监听（%@）";
"cli.emptyDatabaseFlag" = "--db 需要文件路径，但给出的是空值。\n改法：给出路径（--db ~/train.sqlite），或去掉 --db 以使用默认数据库。";
"cli.emptyDatabaseVariable" = "INTERFIT_DB 已设置但为空。\n改法：把它设为文件路径，或取消设置（unset INTERFIT_DB）以使用默认数据库。";
"plans.rm.needsYes" = "plans rm 删除前需要确认，但没有终端可以回答；未删除任何内容。\n改法：加上 --yes 直接删除：interfit plans rm %@ --yes";
/* 帮助页与用法错误（ArgumentParser 的标题与句子，用我们的话说） */
"help.overview" = "概述：";
"help.usage" = "用法：";
"help.arguments" = "参数：";
"help.options" = "选项：";
"help.subcommands" = "子命令：";
"help.seeSubcommandHelp" = "查看 '%@ <子命令>' 获取详细帮助。";
"help.helpFlag" = "显示帮助信息。";
"help.versionFlag" = "显示版本号。";
"help.default" = "（默认：%@）";
"help.values" = "（可选值：%@）";
"help.valuesDefault" = "（可选值：%@；默认：%@）";
"help.defaultSubcommand" = "（默认）";
"help.optionsPlaceholder" = "[<选项>]";
"help.subcommandPlaceholder" = "<子命令>";
"list.separator" = "、";
"list.or" = " 或 ";
"cli.usageLine" = "用法：";
"cli.helpLine" = "说明：";
"cli.seeHelp" = "更多信息请查看 '%@'。";
"cli.unknownOption" = "未知选项 '%@'。";
"cli.unknownCommand" = "'%@' 不是 '%@' 的子命令。";
"cli.didYouMean" = "你是不是想输入 %@？";
"parser.compositeOption" = "%@\n   或者：'%@' 缺少取值（在 '%@' 中）。";
"parser.missingValue" = "'%@' 缺少取值。";
"parser.noValueTaken" = "选项 '%@' 不接受取值，却给了 '%@'。";
"parser.unexpectedArgument" = "多余的参数 '%@'。";
"parser.unexpectedArguments" = "%@ 个多余的参数：%@。";
"parser.alreadySet" = "%@ 不能与 %@ 同时使用。";
"parser.flagIn" = "'%@'（在 '%@' 中）";
"parser.flag" = "'%@'";
"parser.nonArgumentVariable" = "内部错误：%@ 不是参数（请改为静态变量或常量）。";
"parser.missingArgument" = "缺少必需的参数 '%@'。";
"parser.missingOneOf" = "缺少以下之一：%@。";
"parser.invalidValueBecause" = "值 '%@' 不能用于 '%@'：%@";
"parser.invalidValueOneOfLines" = "值 '%@' 不能用于 '%@'。请给出以下之一：\n%@";
"parser.invalidValueOneOf" = "值 '%@' 不能用于 '%@'。请给出 %@。";
"parser.invalidValue" = "值 '%@' 不能用于 '%@'。";
"parser.invalidBecause" = "值 '%@' 无效：%@";
"parser.invalidOneOfLines" = "值 '%@' 无效。请给出以下之一：\n%@";
"parser.invalidOneOf" = "值 '%@' 无效。请给出 %@。";
"parser.invalid" = "值 '%@' 无效。";
"parser.invalidOption" = "无效的选项：%@。";
"parser.missingSubcommand" = "缺少子命令。";
"parser.notParent" = "命令 '%@' 不是当前命令的上级命令。";
"parser.internal" = "读取命令行时出现内部错误。";
"parser.shellUnknown" = "无法判断所用的 shell。\n请使用 --generate-completion-script=<shell>，可选：\n    %@";
"parser.shellUnsupported" = "无法为 '%@' 生成补全脚本。\n请使用 --generate-completion-script=<shell>，可选：\n    %@";
"parser.position" = "位置 %@";
"help.helpCommand" = "显示子命令的帮助信息。";

/* community（第 22 号议题） */
"community.abstract" = "在社区中心（interfit-hub）上查找、试练、复制、发布与治理计划。";
"community.discussion" = "任何人都可以搜索、查看、试练与应用；评论、点赞、收藏、发布、举报与屏蔽需要账号（register、login）。社区中心为 --hub URL，否则为 community.hub 设置，否则为 http://127.0.0.1:8787。训练从不等待网络：计划到达本机后才开始训练。\n\n示例：\n  interfit community search hiit --duration 10-20\n  interfit community show 3f2a9c1b\n  interfit community apply 3f2a9c1b\n  interfit community start 3f2a9c1b --no-tui\n  interfit community login river_runner";
"option.hub" = "要访问的社区中心（默认：community.hub 设置，否则为 http://127.0.0.1:8787）。";
"option.insecure" = "接受发往另一台机器的明文 http://（密码与令牌会以可读形式经过网络）。";
"community.post" = "帖子：其编号，或本机列表中显示过的编号的开头部分。";
"community.handle" = "账号名：3–30 个字母、数字、“_”、“-”或“.”。";
"community.search.abstract" = "搜索公开帖子：以紧凑表格显示标题、作者、组数×(训练/休息)、总时长、各项计数与标签。";
"community.search.discussion" = "每页 20 篇；--more 显示上一次搜索的下一页。最近一次搜索会被保存，--offline 无需社区中心即可显示，并注明获取时间。\n\n示例：\n  interfit community search hiit\n  interfit community search --duration 0-10 --ratio 2:1 --tag home --no-music\n  interfit community search --more\n  interfit community search --offline --json";
"community.search.text" = "在标题、标签与动作名称中查找的关键词（须全部匹配）。";
"option.duration" = "总时长（分钟）：0-10、10-20、20-40 或 40+。";
"option.setsChip" = "全部轮次的训练组数：1-5、6-10、11-20 或 20+。";
"option.ratioChip" = "训练:休息比例：3:1、2:1、1:1、1:2、1:3 或 work-only。";
"option.tag" = "场景标签，如 home、gym、running 或 quiet；可重复指定多个（须全部匹配）。";
"option.noMusicChip" = "只显示无需音乐的计划。";
"option.sort" = "score（默认：按应用、收藏、评论与点赞，较新的优先）或 new。";
"option.more" = "显示上一次列表的下一页。";
"option.offline" = "显示本机保存的副本，无需社区中心。";
"option.json.listing" = "输出 JSON：{hub, source, posts, hasMore, keptAt}，其中为社区中心的帖子对象。";
"community.search.alone" = "--more 与 --offline 不接受关键词或筛选条件：它们继续或显示上一次搜索。";
"community.search.moreOffline" = "--more 需要社区中心；--offline 只显示已保存的内容。";
"community.saved.abstract" = "列出你收藏的帖子（需登录）。";
"community.saved.discussion" = "示例：\n  interfit community saved\n  interfit community saved --more";
"community.mine.abstract" = "列出你自己的帖子（需登录）。";
"community.mine.discussion" = "示例：\n  interfit community mine\n  interfit community mine --json";
"community.show.abstract" = "查看帖子：任何人可看摘要，登录后可看变更说明、作者备注与全部分段。";
"community.show.discussion" = "每个查看过的帖子都会被保存，之后 --offline 无需社区中心即可显示，并注明获取时间。\n\n示例：\n  interfit community show 3f2a9c1b\n  interfit community show 3f2a9c1b --offline";
"option.json.post" = "输出 JSON：{hub, post, keptAt}，其中为社区中心的帖子对象。";
"community.apply.abstract" = "把帖子的版本复制到你的计划中（分支）：作者之后的修改不会影响它。";
"community.apply.discussion" = "副本会取一个未被占用的名称，并记录来源（社区中心、帖子、版本、内容哈希）。再次应用同一版本不会复制任何内容，即使你已将计划改名。\n\n示例：\n  interfit community apply 3f2a9c1b && interfit plans list";
"option.json.apply" = "输出 JSON：{outcome, planId, name, hub, postId, versionId, contentHash}。";
"community.start.abstract" = "立即训练帖子的计划而不保存（--keep 会同时应用它）。";
"community.start.discussion" = "先获取计划；训练开始后不再等待社区中心。训练选项只调整本次训练；不播放帖子的音乐。\n\n示例：\n  interfit community start 3f2a9c1b\n  interfit community start 3f2a9c1b --rest 20 --no-tui\n  interfit community start 3f2a9c1b --keep";
"option.keep" = "同时把计划复制到你的计划中（与 apply 相同），并将本次训练记录在其名下。";
"community.publish.abstract" = "把计划的当前内容发布为冻结版本：预览、变更说明、谁能看到。";
"community.publish.discussion" = "在终端上会依次进行三个步骤；脚本请给出选项与 --yes。已发布的版本永不改变。再次发布相同内容会答复已有的帖子。\n\n示例：\n  interfit community publish legs\n  interfit community publish legs --note-chip harder --note \"Shorter rests\" --tag home --yes";
"option.noteChip" = "变更说明标签：beginner、harder、longer-rest、shorter 或 music；可重复指定多个。";
"option.note" = "变更说明的一行文字（最多 120 个字符）。";
"option.publishTag" = "便于被找到的场景标签（小写字母、数字、-）；可重复指定多个。";
"option.private" = "帖子仅你自己可见。";
"option.noComments" = "关闭评论。";
"option.json.publish" = "输出 JSON：{outcome: published, post} 或 {outcome: duplicate, existingId}。";
"community.publish.needsYes" = "publish 在冻结版本前需要确认，但没有终端可以回答；未发布任何内容。\n解决办法：给出所需选项并加上 --yes：interfit community publish %@ --yes";
"community.comment.abstract" = "评论帖子（最多 1000 个字符），或用子命令 rm 删除评论。";
"community.comment.discussion" = "示例：\n  interfit community comment 3f2a9c1b \"Great for mornings\"\n  interfit community comment rm 7c1e22aa";
"community.comment.add.abstract" = "评论帖子（最多 1000 个字符；不含控制字符）。";
"community.comment.add.discussion" = "示例：\n  interfit community comment 3f2a9c1b \"Great for mornings\"";
"community.comment.text" = "评论内容；多个词以空格连接。";
"community.comment.rm.abstract" = "删除你的一条评论，或你帖子下的任意评论。";
"community.comment.rm.discussion" = "示例：\n  interfit community comment rm 7c1e22aa-…";
"community.comment.id" = "评论编号，即 interfit community comments 显示的编号。";
"community.comments.abstract" = "查看帖子的评论，最早的在前。";
"community.comments.discussion" = "示例：\n  interfit community comments 3f2a9c1b";
"option.json.comments" = "输出 JSON：{hub, postId, comments, hasMore}。";
"community.closeComments.abstract" = "关闭你某个帖子的评论。";
"community.closeComments.discussion" = "示例：\n  interfit community close-comments 3f2a9c1b";
"community.openComments.abstract" = "重新开启你某个帖子的评论。";
"community.openComments.discussion" = "示例：\n  interfit community open-comments 3f2a9c1b";
"community.like.abstract" = "给帖子点赞。";
"community.like.discussion" = "示例：\n  interfit community like 3f2a9c1b";
"community.unlike.abstract" = "取消对帖子的点赞。";
"community.unlike.discussion" = "示例：\n  interfit community unlike 3f2a9c1b";
"community.save.abstract" = "收藏帖子，便于再次找到（见子命令 saved）。";
"community.save.discussion" = "示例：\n  interfit community save 3f2a9c1b";
"community.unsave.abstract" = "从收藏中移除帖子。";
"community.unsave.discussion" = "示例：\n  interfit community unsave 3f2a9c1b";
"community.report.abstract" = "举报帖子、评论或用户；输出回执。";
"community.report.discussion" = "用 interfit community reports 查看举报进度（已收到、审核中、已处理：已采取措施 / 无需处理）。\n\n示例：\n  interfit community report post 3f2a9c1b --reason spam\n  interfit community report user someone --reason abuse --note \"Insults under my posts\"";
"community.report.kind" = "举报对象：post、comment 或 user。";
"community.report.target" = "帖子或评论的编号，或用户的账号名。";
"option.reason" = "spam、abuse、unsafe 或 other。";
"option.reportNote" = "给社区中心运营者的一行说明（最多 500 个字符）。";
"option.json.report" = "输出 JSON：社区中心答复的举报（receipt、status 等）。";
"community.reports.abstract" = "列出你的举报及其状态。";
"community.reports.discussion" = "示例：\n  interfit community reports --json";
"option.json.reports" = "输出 JSON：{hub, reports}。";
"community.block.abstract" = "屏蔽某人：此人的帖子与评论对你不再可见，且无法评论你的帖子。";
"community.block.discussion" = "示例：\n  interfit community block someone";
"community.unblock.abstract" = "取消屏蔽某人。";
"community.unblock.discussion" = "示例：\n  interfit community unblock someone";
"community.blocks.abstract" = "列出你屏蔽的人。";
"community.blocks.discussion" = "示例：\n  interfit community blocks";
"option.json.blocks" = "输出 JSON：{hub, blocks}。";
"community.register.abstract" = "创建账号（账号名与密码；无需邮箱）并登录。";
"community.register.discussion" = "密码会在不回显的情况下询问两次，或用 --password-stdin 从标准输入的第一行读取；密码从不作为选项传入。密码至少 10 个字符。\n\n示例：\n  interfit community register river_runner\n  printf '%s\\n' \"$PASSWORD\" | interfit community register river_runner --password-stdin";
"community.login.abstract" = "登录；令牌只为此社区中心保存（$XDG_CONFIG_HOME/interfit/credentials.json，权限 0600）。";
"community.login.discussion" = "示例：\n  interfit community login river_runner\n  interfit community login river_runner --hub https://hub.example --password-stdin < password.txt";
"option.passwordStdin" = "从标准输入的第一行读取密码（供脚本使用）。";
"community.password.noTerminal" = "没有终端可以询问密码。\n解决办法：用 --password-stdin 通过管道传入（从不作为选项）。";
"community.logout.abstract" = "退出登录：社区中心结束会话，本机忘记令牌。";
"community.logout.discussion" = "示例：\n  interfit community logout";
"community.whoami.abstract" = "显示你在社区中心上的登录身份。";
"community.whoami.discussion" = "示例：\n  interfit community whoami --json";
"option.json.whoami" = "输出 JSON：{hub, signedIn, handle, expiresAt}。";
"community.resetId.abstract" = "忘记本机的匿名安装编号（匿名应用按编号只计一次）。";
"community.resetId.discussion" = "示例：\n  interfit community reset-id";
"""#
}
