// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension CommunityViewsStrings {
    /// The Simplified Chinese table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let simplifiedChinese = #"""
/* 列标题 */
"label.id" = "编号";
"label.title" = "标题";
"label.author" = "作者";
"label.sets" = "组数";
"label.total" = "总时长";
"label.applies" = "应用";
"label.saves" = "收藏";
"label.comments" = "评论";
"label.likes" = "赞";
"label.tags" = "标签";
"label.receipt" = "回执";
"label.about" = "对象";
"label.reason" = "原因";
"label.status" = "状态";
"label.filed" = "提交时间";
"label.handle" = "账号名";
"label.since" = "屏蔽时间";
"list.separator" = "、";

/* 列表 */
"list.empty.search" = "没有匹配的帖子。试试减少关键词或筛选条件：interfit community search";
"list.empty.saved" = "你还没有收藏帖子。收藏一篇：interfit community save POST";
"list.empty.mine" = "你还没有发布帖子。发布一个计划：interfit community publish PLAN";
"list.more" = "更多：interfit community %@ --more";
"list.kept.search" = "%@ 上最近一次搜索的离线副本，%@前获取。";
"list.kept.saved" = "你在 %@ 上收藏的帖子的离线副本，%@前获取。";
"list.kept.mine" = "你在 %@ 上的帖子的离线副本，%@前获取。";
"age.seconds" = "不到 1 分钟";
"age.minutes" = "%@ 分钟";
"age.hours" = "%@ 小时";
"age.days" = "%@ 天";

/* community show */
"show.by" = "作者 %@";
"show.visibility.public" = "公开";
"show.visibility.private" = "仅自己可见";
"show.comments.on" = "评论开启";
"show.comments.off" = "评论关闭";
"show.tags" = "标签";
"show.counts" = "统计";
"count.all" = "应用 %@ 次 · 收藏 %@ 次 · 评论 %@ 条 · 赞 %@ 个";
"show.noMusic" = "无需音乐。";
"show.change" = "变更说明";
"show.notes" = "作者备注";
"show.you" = "你";
"show.liked" = "赞过";
"show.saved" = "已收藏";
"show.sets" = "组数";
"show.work" = "训练";
"show.rest" = "休息";
"show.warmup" = "热身";
"show.cooldown" = "放松";
"show.rounds" = "轮数";
"show.roundRest" = "轮间休息";
"show.exercises" = "动作";
"show.total" = "总时长";
"show.contentHash" = "内容哈希";
"show.timeline" = "时间线";
"show.more" = "… 另有 %@ 段";
"show.signIn" = "登录后可查看变更说明、作者备注与全部分段：interfit community login HANDLE";
"show.kept" = "离线副本，%@前获取。";
"show.next" = "试练：interfit community start %@ · 保存：interfit community apply %@";
"chip.beginner" = "适合新手";
"chip.harder" = "更难";
"chip.longer-rest" = "休息更长";
"chip.shorter" = "更短";
"chip.music" = "音乐切换更好";

/* 应用与试练 */
"apply.applied" = "已复制到你的计划中，名为“%@”：作者之后的修改不会影响它。";
"apply.alreadyApplied" = "该版本已应用为“%@”：未复制任何内容。";
"apply.alreadyInLibrary" = "你的计划中已有相同的训练“%@”：未复制任何内容。";
"apply.next" = "开始训练：interfit start \"%@\"";

/* 互动与评论 */
"react.liked" = "已赞帖子 %@。";
"react.unliked" = "已取消对帖子 %@ 的赞。";
"react.saved" = "已收藏帖子 %@。查看收藏：interfit community saved";
"react.unsaved" = "已从收藏中移除帖子 %@。";
"comments.closed" = "帖子 %@ 的评论已关闭。";
"comments.opened" = "帖子 %@ 的评论已开启。";
"comment.added" = "评论 %@ 已发表在帖子 %@ 下。";
"comment.removed" = "已删除评论 %@。";
"comments.empty" = "帖子 %@ 还没有评论。";
"comments.more" = "仅显示前 %@ 条评论。";
"comments.heading" = "帖子 %@ 的评论";

/* 举报与屏蔽 */
"report.receipt" = "举报已收到。回执：%@（状态：%@）。查看进度：interfit community reports";
"reports.empty" = "你还没有提交过举报。";
"status.received" = "已收到";
"status.in-review" = "审核中";
"status.resolved" = "已处理";
"outcome.action-taken" = "已处理：已采取措施";
"outcome.no-action" = "已处理：无需处理";
"reason.spam" = "垃圾信息";
"reason.abuse" = "辱骂";
"reason.unsafe" = "不安全";
"reason.other" = "其他";
"target.post" = "帖子 %@";
"target.comment" = "评论 %@";
"target.user" = "用户 %@";
"reports.note" = "社区中心对 %@ 的说明：%@";
"block.done" = "已屏蔽 %@：此人的帖子与评论对你不再可见，且无法评论你的帖子。";
"block.undone" = "已取消屏蔽 %@。";
"blocks.empty" = "你没有屏蔽任何人。";

/* 账号 */
"account.registered" = "已注册 %@（%@）并登录，有效期至 %@。";
"account.signedIn" = "已登录 %@，身份为 %@（有效期至 %@）。";
"account.signedOut" = "已退出 %@（%@）。";
"account.forgottenHere" = "已在本机忘记 %@ 的登录；无法通知 %@，该会话将在到期时结束。";
"account.notSignedIn" = "尚未登录 %@。登录：interfit community login HANDLE";
"account.whoami" = "%@，位于 %@（登录有效期至 %@）。";
"account.installReset" = "已忘记本机的匿名安装编号：下次匿名应用将计为新的安装。";
"account.insecure" = "警告：%@ 是发往另一台机器的明文 HTTP：你发送的内容（密码、令牌）会以可读形式经过网络。";
"prompt.password" = "密码：";
"prompt.passwordAgain" = "再次输入密码：";

/* 发布 */
"publish.step1" = "第 1 步，共 3 步 · 要发布的版本";
"publish.frozen" = "已发布的版本永不改变：之后对“%@”的修改需要发布新帖子。";
"publish.confirm" = "发布此版本吗？[y/N]";
"publish.step2" = "第 2 步，共 3 步 · 变更说明";
"publish.chipsPrompt" = "标签（beginner、harder、longer-rest、shorter、music），用逗号分隔，直接回车表示不选：";
"publish.linePrompt" = "一行文字，最多 120 个字符，直接回车表示不写：";
"publish.step3" = "第 3 步，共 3 步 · 谁能看到";
"publish.visibilityPrompt" = "公开（所有人都能找到）还是仅自己可见？[P/o]";
"publish.commentsPrompt" = "开启评论吗？[Y/n]";
"publish.published" = "已发布“%@”，帖子编号 %@（%@，%@）。";
"publish.duplicate" = "你已发布过相同内容：帖子 %@。查看：interfit community show %@";
"publish.cancelled" = "未发布任何内容。";
"publish.badChip" = "未知标签“%@”：请使用 beginner、harder、longer-rest、shorter 或 music。";

/* 错误：输入 */
"field.post" = "帖子编号";
"field.comment" = "评论编号";
"field.commentText" = "评论";
"field.handle" = "账号名";
"field.password" = "密码";
"field.search" = "搜索文字";
"field.tag" = "标签";
"field.note" = "变更说明";
"field.reportNote" = "举报说明";
"field.title" = "标题";
"input.empty" = "%@为空。";
"input.tooShort" = "%@太短：至少需要 %@ 个字符。";
"input.tooLong" = "%@有 %@ 个字符，最多允许 %@ 个。";
"input.tooLongBytes" = "%@有 %@ 个字节，最多允许 %@ 个。";
"input.tooManyTags" = "%@有 %@ 个，最多允许 %@ 个。";
"input.controls" = "%@“%@”含有控制字符或转义字符。";
"input.controlsHidden" = "%@含有控制字符。";
"input.characters.id" = "%@“%@”只能包含字母 A–Z、数字、“_”、“-”和“.”。";
"input.characters.handle" = "%@“%@”只能包含字母、数字、“_”、“-”和“.”，例如 river_runner。";
"input.characters.tag" = "%@“%@”只能包含字母、数字和“-”，例如 home 或 quiet。";
"input.mismatch" = "两次输入的密码不一致。";
"fix.post" = "解决办法：使用 interfit community search 显示的编号。";
"fix.comment" = "解决办法：使用 interfit community comments POST 显示的编号。";
"fix.handle" = "解决办法：使用 3–30 个字母、数字、“_”、“-”或“.”。";
"fix.password" = "解决办法：至少 10 个字符、最多 72 个字节，且不含控制字符。";
"fix.text" = "解决办法：在长度限制内填写纯文本。";
"fix.tag" = "解决办法：每个标签 1–24 个字母、数字或“-”，最多 5 个标签。";
"fix.mismatch" = "解决办法：两次输入相同的密码。";

/* 错误：社区中心 */
"hub.refused" = "无法连接位于 %@ 的社区中心：那里没有服务在应答。\n解决办法：启动它（interfit-hub serve），或检查地址：--hub URL，或 interfit settings set community.hub URL。";
"hub.connectTimeout" = "位于 %@ 的社区中心在 2 秒内未接受连接。\n解决办法：检查网络与地址：--hub URL，或 interfit settings set community.hub URL。";
"hub.unknownHost" = "找不到位于 %@ 的社区中心：其主机名没有对应的地址。\n解决办法：检查地址（--hub URL，或 interfit settings set community.hub URL）与网络。";
"hub.secure" = "无法与位于 %@ 的社区中心建立安全连接：%@。\n解决办法：检查地址与社区中心的证书；HTTPS 需要安装 OpenSSL（libssl）。";
"hub.notAnswering" = "位于 %@ 的社区中心接受了连接，但 2 秒内没有答复。\n解决办法：确认该地址是正在运行的 interfit 社区中心（interfit-hub serve）；稍后重试。";
"hub.timedOut" = "位于 %@ 的社区中心接受了连接，但 10 秒内没有给出完整答复。\n解决办法：稍后重试；如果一直如此，请告知社区中心的运营者。";
"hub.rateLimited" = "位于 %@ 的社区中心拒绝了请求：请求过于频繁。它的说明：%@";
"hub.retry" = "请在 %@后重试。";
"hub.retryLater" = "请稍后重试。";
"hub.seconds" = "%@ 秒";
"hub.minutes" = "%@ 分钟";
"hub.unauthorized" = "位于 %@ 的社区中心不接受你的登录（未登录、已过期或已撤销）。\n解决办法：interfit community login HANDLE";
"hub.failed" = "位于 %@ 的社区中心出错（HTTP %@）。\n解决办法：稍后重试；如果一直出错，请告知社区中心的运营者。";
"hub.failedSaying" = "位于 %@ 的社区中心出错（HTTP %@）：%@\n解决办法：稍后重试；如果一直出错，请告知社区中心的运营者。";
"hub.notFound" = "位于 %@ 的社区中心没有该内容，或对你隐藏了它：%@\n解决办法：检查编号（interfit community search 会列出帖子）。";
"hub.forbidden" = "位于 %@ 的社区中心不允许此操作：%@";
"hub.handleTaken" = "该账号名在 %@ 上已被使用。\n解决办法：换一个账号名。";
"hub.invalid" = "位于 %@ 的社区中心拒绝了请求：%@";
"hub.invalidField" = "位于 %@ 的社区中心拒绝了请求（%@）：%@";
"hub.badAnswer" = "位于 %@ 的社区中心返回了本程序无法读取的内容（HTTP %@）。\n解决办法：确认该地址是 interfit 社区中心（interfit-hub serve）。";
"hub.badAnswerNoStatus" = "位于 %@ 的社区中心发来了本程序无法读取的答复。\n解决办法：确认该地址是 interfit 社区中心（interfit-hub serve）。";

/* 错误：本机 */
"error.notSignedIn" = "此操作需要 %@ 上的账号，而你尚未在那里登录。\n解决办法：interfit community login HANDLE（或 interfit community register HANDLE）。";
"error.badHub" = "“%@”不是社区中心地址。\n解决办法：使用 http://HOST[:PORT] 或 https://HOST[:PORT]，例如 http://127.0.0.1:8787（--hub URL，或 interfit settings set community.hub URL）。";
"error.insecure" = "%@ 是发往另一台机器的明文 HTTP：你的密码与令牌会以可读形式经过网络。\n解决办法：使用 https:// 地址；如果你接受这一风险，请加上 --insecure。";
"error.notCachedSearch" = "本机没有保存 %@ 的列表，无法离线显示。\n解决办法：在能连接社区中心时先运行一次。";
"error.notCachedPost" = "本机没有保存帖子 %@（%@），无法离线显示。\n解决办法：在能连接社区中心时先显示一次。";
"error.noMorePages" = "没有下一页了。\n解决办法：重新开始：interfit community search [TEXT]";
"error.fileOpen" = "%@ 可被其他用户读取（权限 %@）：它保存着你的登录信息，因此不会被使用。\n解决办法：chmod 600 %@";
"error.fileSystem" = "无法使用 %@（%@）。\n解决办法：检查其所在文件夹的权限与剩余空间。";
"error.fileDamaged" = "%@ 不是本程序写入的文件。\n解决办法：将其移走；你需要重新登录。";
"error.fileNotAFile" = "%@ 不是普通文件。\n解决办法：将其移走。";
"error.planNotFound" = "计划库中没有计划“%@”。\n解决办法：查看你的计划：interfit plans list";
"error.planAmbiguous" = "“%@”匹配多个计划：%@。\n解决办法：输入更完整的名称或编号。";
"error.invalidPlan" = "帖子 %@ 的计划不是有效的计划（%@）：未保存也未训练。\n解决办法：举报它：interfit community report post %@ --reason other";
"error.invalidTitle" = "计划“%@”无法发布：其名称与内容必须是有效的计划取值。\n解决办法：查看需要修改的地方：interfit plans show \"%@\"";
"""#
}
