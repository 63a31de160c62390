import ArgumentParser

/// `interfit community …`: find, try, fork, publish and govern plans on a community hub.
/// `interfit community …`：在社区中心查找、试练、复制、发布与治理计划。
struct CommunityCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        .interfit(
            "community", help: "community",
            subcommands: [
                CommunitySearchCommand.self, CommunityShowCommand.self, CommunityApplyCommand.self,
                CommunityStartCommand.self, CommunityPublishCommand.self, CommunityCommentCommand.self,
                CommunityCommentsCommand.self, CommunityCloseCommentsCommand.self, CommunityOpenCommentsCommand.self,
                CommunityLikeCommand.self, CommunityUnlikeCommand.self, CommunitySaveCommand.self,
                CommunityUnsaveCommand.self, CommunitySavedCommand.self, CommunityMineCommand.self,
                CommunityReportCommand.self, CommunityReportsCommand.self, CommunityBlockCommand.self,
                CommunityUnblockCommand.self, CommunityBlocksCommand.self, CommunityRegisterCommand.self,
                CommunityLoginCommand.self, CommunityLogoutCommand.self, CommunityWhoAmICommand.self,
                CommunityResetIdCommand.self,
            ])
    }
}
