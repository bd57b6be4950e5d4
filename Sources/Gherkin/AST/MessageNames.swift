import CucumberMessages

// The parser builds Cucumber's message types directly (there is no AST of its own); inside the
// target they go by their short names.
typealias Location = Messages.Location
typealias GherkinDocument = Messages.GherkinDocument
typealias Comment = Messages.GherkinDocument.Comment
typealias Tag = Messages.GherkinDocument.Tag
typealias Feature = Messages.GherkinDocument.Feature
typealias FeatureChild = Messages.GherkinDocument.FeatureChild
typealias Rule = Messages.GherkinDocument.Rule
typealias RuleChild = Messages.GherkinDocument.RuleChild
typealias Background = Messages.GherkinDocument.Background
typealias Scenario = Messages.GherkinDocument.Scenario
typealias Examples = Messages.GherkinDocument.Examples
typealias Step = Messages.GherkinDocument.Step
typealias DocString = Messages.GherkinDocument.DocString
typealias DataTable = Messages.GherkinDocument.DataTable
typealias TableRow = Messages.GherkinDocument.TableRow
typealias TableCell = Messages.GherkinDocument.TableCell
typealias Pickle = Messages.Pickle
