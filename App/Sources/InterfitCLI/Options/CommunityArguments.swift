import ArgumentParser
import HubAPI

// The hub's value enums are the option values themselves: their raw values are what users type, so `--help` and
// shell completions list them (`--duration 10-20`, `--sort new`, `--note-chip longer-rest`, `--reason spam`).

extension HubDurationBucket: @retroactive ExpressibleByArgument {}

extension HubSetsBucket: @retroactive ExpressibleByArgument {}

extension HubRatioBucket: @retroactive ExpressibleByArgument {}

extension HubSort: @retroactive ExpressibleByArgument {}

extension HubChangeChip: @retroactive ExpressibleByArgument {}

extension HubReportReason: @retroactive ExpressibleByArgument {}

extension HubReportTargetKind: @retroactive ExpressibleByArgument {}
