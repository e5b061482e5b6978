import Foundation
import ProsceniumCheck
import ProsceniumRules
import ProsceniumTestSupport
import Testing

/// `check --fix` and `--fix --dry-run` on temporary projects, on every rule's flagged examples and
/// on a copy of `Examples/Legacy`.
@Suite struct FixCommandTests {
  static let home = """
    import SwiftUI

    struct HomeView: View {
      @State var query = ""
      @StateObject var model = HomeModel()

      var body: some View {
        List(model.items) { ItemRow(item: $0) }
          .onAppear {
            Task {
              await model.load()
            }
          }
      }
    }
    """

  static let fixedHome = """
    import SwiftUI

    struct HomeView: View {
      @State private var query = ""
      @StateObject private var model = HomeModel()

      var body: some View {
        List(model.items) { ItemRow(item: $0) }
          .task {
            await model.load()
          }
      }
    }
    """

  static let only = ["--only", "private_view_state,task_modifier"]
  /// A deployment target that has '.task', so `task_modifier` offers its fix.
  static let configuration = #"{"deployment_target": {"ios": "17.0"}}"#

  func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func fixWritesEveryFixAndReportsWhatRemains() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.home], configuration: Self.configuration)
    let fixed = proscenium(arguments: ["check", "--fix"] + Self.only + [project.root])
    #expect(fixed.code == 0)
    #expect(try read(project.path("Sources/App/HomeView.swift")) == Self.fixedHome)
    #expect(fixed.errors.contains("note: applied 3 fixes in 1 files; 0 findings remain"))
    #expect(fixed.output == "no findings in 1 file, 13 lines\n")
    let again = proscenium(arguments: ["check", "--fix"] + Self.only + [project.root])
    #expect(again.errors.contains("note: applied 0 fixes in 0 files; 0 findings remain"))
    #expect(try read(project.path("Sources/App/HomeView.swift")) == Self.fixedHome)
  }

  @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.home], configuration: Self.configuration)
    let outcome = proscenium(arguments: ["check", "--fix", "--dry-run"] + Self.only + [project.root])
    #expect(outcome.code == 0)
    #expect(try read(project.path("Sources/App/HomeView.swift")) == Self.home)
    let path = project.path("Sources/App/HomeView.swift")
    #expect(
      outcome.output == """
        --- \(path)
        +++ \(path)
        @@ -1,15 +1,13 @@
         import SwiftUI
         
         struct HomeView: View {
        -  @State var query = ""
        -  @StateObject var model = HomeModel()
        +  @State private var query = ""
        +  @StateObject private var model = HomeModel()
         
           var body: some View {
             List(model.items) { ItemRow(item: $0) }
        -      .onAppear {
        -        Task {
        -          await model.load()
        -        }
        +      .task {
        +        await model.load()
               }
           }
         }
        \\ No newline at end of file

        """)
    #expect(outcome.errors.contains("note: would apply 3 fixes in 1 files; 0 findings would remain (nothing written)"))
    #expect(proscenium(arguments: ["check", "--dry-run", project.root]).code == 2)
  }

  @Test func fixedFilesKeepTheirPermissions() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.home], configuration: Self.configuration)
    let path = project.path("Sources/App/HomeView.swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    #expect(proscenium(arguments: ["check", "--fix"] + Self.only + [project.root]).code == 0)
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(permissions == 0o640)
    #expect(try read(path) == Self.fixedHome)
  }

  @Test func aSymlinkOutOfTheCheckedTreeIsNotWrittenThrough() throws {
    let shared = Self.home.replacing("HomeView", with: "SharedView")
    let outside = try TemporaryProject(["Shared/SharedView.swift": shared])
    let project = try TemporaryProject(["Sources/App/HomeView.swift": Self.home], configuration: Self.configuration)
    try FileManager.default.createSymbolicLink(
      atPath: project.path("Sources/App/SharedView.swift"), withDestinationPath: outside.path("Shared/SharedView.swift")
    )
    let outcome = proscenium(arguments: ["check", "--fix"] + Self.only + [project.path("Sources")])
    #expect(try read(outside.path("Shared/SharedView.swift")) == shared)
    #expect(
      outcome.errors.contains(
        "warning: did not fix '\(project.path("Sources/App/SharedView.swift"))': it is a symlink to '"))
    #expect(try read(project.path("Sources/App/HomeView.swift")) == Self.fixedHome)
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: project.path("Sources/App/SharedView.swift"))
    #expect(link == outside.path("Shared/SharedView.swift"), "the link stays a link")
  }

  /// Every flagged example of every rule, fixed through the command line in several passes: the
  /// fixed file parses when the example did (`unparsable_file`'s own does not), has fewer findings
  /// of that rule when a fix applied, and a second `--fix` changes nothing.
  @Test(arguments: RuleRegistry.catalog.rules.map(\.id))
  func fixingEveryFlaggedExampleIsSafeAndIdempotent(id: String) throws {
    let rule = try #require(RuleRegistry.catalog.rule(id: id))
    for example in rule.description.examples where example.expectation == .flagged {
      var files = example.otherFiles
      let (code, _) = example.strippedCode
      files[example.path] = code
      let rules = example.options.map { #"{"\#(id)": {"enabled": true, "options": \#($0)}}"# } ?? #"{"\#(id)": true}"#
      let targets = example.settings.deploymentTargets.sorted { $0.key.rawValue < $1.key.rawValue }
        .map { #""\#($0.key.rawValue)": "\#($0.value.major).\#($0.value.minor)""# }.joined(separator: ", ")
      let configuration =
        targets.isEmpty ? #"{"rules": \#(rules)}"# : #"{"rules": \#(rules), "deployment_target": {\#(targets)}}"#
      let project = try TemporaryProject(files, configuration: configuration)
      let arguments = ["check", "--only", id, "--format", "json", project.path(example.path)]
      let parseCheck = ["check", "--only", "unparsable_file", "--format", "json", project.path(example.path)]
      let parsedBefore = !proscenium(arguments: parseCheck).output.contains("\"unparsable_file\"")
      let before = proscenium(arguments: arguments)
      let fixed = proscenium(arguments: Array(arguments.prefix(1)) + ["--fix"] + Array(arguments.dropFirst()))
      let text = try read(project.path(example.path))
      let parsedAfter = !proscenium(arguments: parseCheck).output.contains("\"unparsable_file\"")
      #expect(parsedAfter || !parsedBefore, "\(id): fixing made the file unparsable:\n\(text)")
      let count = { (outcome: CLIOutcome) in outcome.output.components(separatedBy: "\"rule\": \"\(id)\"").count - 1 }
      if text != code {
        #expect(count(fixed) < count(before), "\(id): fixing did not reduce the findings:\n\(text)")
      }
      let second = proscenium(arguments: Array(arguments.prefix(1)) + ["--fix"] + Array(arguments.dropFirst()))
      #expect(try read(project.path(example.path)) == text, "\(id): a second --fix changed the file")
      #expect(second.errors.contains("applied 0 fixes"), "\(id): \(second.errors)")
    }
  }

  static let legacy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Legacy").path

  /// The README's example folder, copied: `--fix` leaves fewer findings, breaks no file, and a
  /// second run is a no-op.
  @Test func fixingTheLegacyExampleIsSafeAndIdempotent() throws {
    let project = try TemporaryProject([:])
    let copy = project.path("Legacy")
    try FileManager.default.copyItem(atPath: Self.legacy, toPath: copy)
    let before = proscenium(arguments: ["check", "--format", "json", copy])
    let unparsable = { (outcome: CLIOutcome) in outcome.output.components(separatedBy: "\"unparsable_file\"").count }
    let total = { (outcome: CLIOutcome) in outcome.output.components(separatedBy: "\"rule\": ").count - 1 }
    let fixed = proscenium(arguments: ["check", "--fix", "--format", "json", copy])
    #expect(total(fixed) < total(before), "\(fixed.errors)")
    #expect(unparsable(fixed) <= unparsable(before))
    let snapshot = try contents(of: copy)
    let second = proscenium(arguments: ["check", "--fix", "--format", "json", copy])
    #expect(second.errors.contains("applied 0 fixes"))
    #expect(try contents(of: copy) == snapshot)
    #expect(total(second) == total(fixed))
  }

  func contents(of folder: String) throws -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      result[relative] = try read(folder + "/" + relative)
    }
    return result
  }
}
