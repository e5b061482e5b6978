import Foundation
import Testing

/// Runs the built `proscenium` binary as users do, when the build produced it next to the tests.
@Suite struct EndToEndTests {
  /// The `proscenium` executable in the folder of the test bundle, if built.
  static let binary: String? = {
    var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("proscenium").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }()

  func run(_ arguments: [String], in folder: String) throws -> (code: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.binary))
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test(.enabled(if: binary != nil, "the proscenium binary is not built"))
  func checksTheCurrentFolderWithRelativePaths() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let outcome = try run(["check", "--only", "navigation_stack", "--format", "xcode", "--strict"], in: project.root)
    #expect(outcome.code == 1)
    #expect(!outcome.errors.contains("warning:") && !outcome.errors.contains("error:"))
    expectGolden(
      outcome.output,
      """
      Sources/App/HomeView.swift:5:5: warning: replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns (navigation_stack)

      """)
  }

  @Test(.enabled(if: binary != nil, "the proscenium binary is not built"))
  func usageErrorsExitTwoOnStandardError() throws {
    let project = try TemporaryProject([:])
    let outcome = try run(["chek"], in: project.root)
    #expect(outcome.code == 2)
    #expect(outcome.output == "")
    #expect(outcome.errors == "error: unknown command 'chek'\nhint: did you mean 'check'?\n")
  }
}

/// A report that cannot be written fails the run, whatever the command: exit 2 and a message.
@Suite struct OutputFailureTests {
  /// Runs the binary through the shell with standard output redirected as `redirection` says.
  func run(_ arguments: [String], redirection: String, in folder: String) throws -> (code: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirection)", try #require(EndToEndTests.binary)] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
  }

  @Test(
    .enabled(if: EndToEndTests.binary != nil && FileManager.default.fileExists(atPath: "/dev/full")),
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

  @Test(.enabled(if: EndToEndTests.binary != nil), arguments: [["check", "."], ["version"]])
  func aClosedStandardOutputFailsTheRun(arguments: [String]) throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let outcome = try run(arguments, redirection: ">&-", in: project.root)
    #expect(outcome.code == 2)
    #expect(outcome.errors == "error: cannot write to standard output: it is closed\n")
  }
}
