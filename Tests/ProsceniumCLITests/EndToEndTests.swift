import Foundation
import ProsceniumTestSupport
import Testing

/// Runs the built `proscenium` binary as users do, when the build produced it next to the tests.
@Suite struct EndToEndTests {
  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func checksTheCurrentFolderWithRelativePaths() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let outcome = try ChildProcess.proscenium(
      ["check", "--only", "navigation_stack", "--format", "xcode", "--strict"], in: project.root)
    #expect(outcome.code == 1)
    #expect(!outcome.errors.contains("warning:") && !outcome.errors.contains("error:"))
    expectGolden(
      outcome.output,
      """
      Sources/App/HomeView.swift:5:5: warning: replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns (navigation_stack)

      """)
  }

  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func usageErrorsExitTwoOnStandardError() throws {
    let project = try TemporaryProject([:])
    let outcome = try ChildProcess.proscenium(["chek"], in: project.root)
    #expect(outcome.code == 2)
    #expect(outcome.output == "")
    #expect(outcome.errors == "error: unknown command 'chek'\nhint: did you mean 'check'?\n")
  }
}

/// A report that cannot be written fails the run, whatever the command: exit 2 and a message.
@Suite struct OutputFailureTests {
  /// Runs the binary through the shell with standard output redirected as `redirection` says.
  func run(_ arguments: [String], redirection: String, in folder: String) throws -> ProcessOutcome {
    let binary = try #require(BuiltProducts.proscenium)
    return try ChildProcess.run(
      "/bin/sh", ["-c", "exec \"$0\" \"$@\" \(redirection)", binary] + arguments, in: folder)
  }

  @Test(
    .enabled(if: BuiltProducts.proscenium != nil && FileManager.default.fileExists(atPath: "/dev/full")),
    arguments: [
      ["check", "."], ["check", ".", "--format", "json"], ["rules"], ["explain", "navigation_stack"],
      ["help"], ["version"], ["--version"], ["--help"],
    ])
  func aFullDeviceFailsEveryCommand(arguments: [String]) throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let outcome = try run(arguments, redirection: ">/dev/full", in: project.root)
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("error: cannot write to standard output: No space left on device\n"))
  }

  @Test(.enabled(if: BuiltProducts.proscenium != nil), arguments: [["check", "."], ["version"]])
  func aClosedStandardOutputFailsTheRun(arguments: [String]) throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let outcome = try run(arguments, redirection: ">&-", in: project.root)
    #expect(outcome.code == 2)
    #expect(outcome.errors == "error: cannot write to standard output: it is closed\n")
  }
}
