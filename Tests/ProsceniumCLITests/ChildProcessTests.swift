import ProsceniumTestSupport
import Testing

/// The end-to-end tests' process runner reads standard output and standard error at once, so a
/// child that writes more than a pipe holds to one while the other is read cannot stall a test.
@Suite struct ChildProcessTests {
  /// More than twice what a pipe buffers on Linux and macOS (64 KB).
  static let size = 200_000

  @Test func aChildThatFillsStandardErrorBeforeWritingStandardOutputFinishes() throws {
    let script = "head -c \(Self.size) /dev/zero | tr '\\000' e >&2; echo done"
    let outcome = try ChildProcess.run("/bin/sh", ["-c", script])
    #expect(outcome.code == 0)
    #expect(outcome.output == "done\n")
    #expect(outcome.errors.utf8.count == Self.size)
    #expect(outcome.errors.allSatisfy { $0 == "e" })
  }

  @Test func bothStreamsAreReadWhole() throws {
    let script = "head -c \(Self.size) /dev/zero | tr '\\000' o; head -c \(Self.size) /dev/zero | tr '\\000' e >&2"
    let outcome = try ChildProcess.run("/bin/sh", ["-c", script])
    #expect(outcome.output.utf8.count == Self.size)
    #expect(outcome.errors.utf8.count == Self.size)
  }

  @Test func extraEnvironmentIsAddedToTheTestsAndWins() throws {
    let outcome = try ChildProcess.run(
      "/bin/sh", ["-c", "printf '%s %s' \"$PROSCENIUM_TEST_VALUE\" \"${PATH:+path}\""],
      environment: ["PROSCENIUM_TEST_VALUE": "given"])
    #expect(outcome.output == "given path")
  }

  @Test func theExitStatusAndTheWorkingFolderAreTheChilds() throws {
    let folder = try TemporaryFolder()
    let outcome = try ChildProcess.run("/bin/sh", ["-c", "pwd; exit 3"], in: folder.root)
    #expect(outcome.code == 3)
    #expect(outcome.output == folder.root + "\n")
  }
}
