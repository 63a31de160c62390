import HubCLI

await HubCommand.start()
