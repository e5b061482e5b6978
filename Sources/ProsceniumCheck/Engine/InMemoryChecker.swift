/// Checks source text that is not on disk — rule examples, generated code — with the same
/// pipeline as files: one parse and one walk per file, then project-wide questions settled.
package enum InMemoryChecker {
  /// One in-memory file.
  package struct File: Sendable {
    package var path: String
    package var source: String
    package var module: String?
    package var isTestFile: Bool?

    package init(path: String, source: String, module: String? = nil, isTestFile: Bool? = nil) {
      self.path = path
      self.source = source
      self.module = module
      self.isTestFile = isTestFile
    }
  }

  /// Checks `files` together and returns the findings in reporting order, with the index.
  package static func check(_ files: [File], rules: [ConfiguredRule], settings: ProjectSettings = ProjectSettings())
    -> (findings: [Finding], index: ProjectIndex)
  {
    let plans = [false, true].map { DispatchPlan(rules: rules, testFile: $0) }
    // One worker, for its large stack: snippets can nest as deeply as files.
    let outcomes = ParallelRunner.map(count: files.count, jobs: 1) { index in
      let file = files[index]
      let conventional = ModuleFolders.conventionalMembership(components: file.path.pathParts.map(String.init))
      let isTestFile = file.isTestFile ?? conventional.isTest
      return FileChecker.check(
        .init(
          path: file.path, source: file.source, module: file.module ?? conventional.module,
          isTestFile: isTestFile, settings: settings, rules: rules, plan: plans[isTestFile ? 1 : 0]))
    }
    let index = ProjectIndex(files: outcomes.map(\.facts))
    var findings = outcomes.flatMap(\.findings)
    findings += outcomes.flatMap(\.deferred).filter { $0.condition.holds(in: index) }.map(\.finding)
    return (findings.sorted(by: Finding.reportingOrder), index)
  }
}
