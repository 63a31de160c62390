import ArgumentParser

/// The POST argument: a post's id, or the start of one a listing on this machine showed.
/// POST 参数：帖子编号，或本机显示过的列表中某个编号的开头部分。
struct CommunityPostArgument: ParsableArguments {
    @Argument(help: .text("community.post"), completion: CommunityCompletion.posts) var post: String
}
