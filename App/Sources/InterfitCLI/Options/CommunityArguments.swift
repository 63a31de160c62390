import ArgumentParser
import HubAPI

// The hub's value enums are the option values themselves: their raw values are what users type, so `--help` and
// shell completions list them (`--duration 10-20`, `--sort new`, `--note-chip longer-rest`, `--reason spam`).

extension HubDurationBucket: @retroactive ExpressibleByArgument, ChoiceArgument {}

extension HubSetsBucket: @retroactive ExpressibleByArgument, ChoiceArgument {}

extension HubRatioBucket: @retroactive ExpressibleByArgument, ChoiceArgument {}

extension HubSort: @retroactive ExpressibleByArgument, ChoiceArgument {}

extension HubChangeChip: @retroactive ExpressibleByArgument, ChoiceArgument {}

extension HubReportReason: @retroactive ExpressibleByArgument, ChoiceArgument {}

extension HubReportTargetKind: @retroactive ExpressibleByArgument, ChoiceArgument {}
