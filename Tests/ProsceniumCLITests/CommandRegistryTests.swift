import Testing

@testable import ProsceniumCLI

/// Declarations stay well-formed as commands are added (`new`, `fix`, ...).
@Suite struct CommandRegistryTests {
  @Test func commandNamesAreUniqueLowercaseWords() {
    let names = CommandRegistry.standard.commands.map { $0.signature.name }
    #expect(Set(names).count == names.count)
    for name in names { #expect(name.allSatisfy { $0.isLowercase || $0 == "-" }, "bad command name \(name)") }
  }

  @Test func everyCommandDeclaresDistinctOptionsWithHelp() {
    for command in CommandRegistry.standard.commands {
      let signature = command.signature
      let names = signature.parameters.map(\.name)
      #expect(Set(names).count == names.count, "\(signature.name) declares a name twice")
      let shorts = signature.options.compactMap(\.short)
      #expect(Set(shorts).count == shorts.count, "\(signature.name) declares a short name twice")
      #expect(signature.abstract.hasSuffix("."))
      for parameter in signature.parameters {
        #expect(!parameter.help.isEmpty, "\(signature.name) \(parameter.label) has no help")
        #expect(parameter.name.allSatisfy { $0.isLowercase || $0 == "-" }, "bad option name \(parameter.name)")
      }
      let repeating = signature.positionals.filter {
        if case .positional(true, _) = $0.kind { return true }
        return false
      }
      #expect(repeating.count <= 1)
      if let last = signature.positionals.last, !repeating.isEmpty {
        #expect(repeating.first?.name == last.name, "only the last positional may repeat")
      }
    }
  }

  @Test func exitCodesAreZeroOneTwo() {
    #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 2])
  }
}
