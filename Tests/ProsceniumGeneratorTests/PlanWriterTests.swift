import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

struct PlanWriterTests {
  @Test func writesNewFilesCreatingTheirFolders() throws {
    let folder = try TemporaryFolder()
    let plan = [PlannedFile(path: folder.path("A/B/One.swift"), contents: "one\n")]

    let outcomes = try PlanWriter(force: false).write(plan)

    #expect(outcomes == [.created(folder.path("A/B/One.swift"))])
    #expect(folder.read("A/B/One.swift") == "one\n")
  }

  @Test func refusesToReplaceAnyFileWithoutForceAndWritesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("Two.swift", "mine\n")
    let plan = [
      PlannedFile(path: folder.path("One.swift"), contents: "one\n"),
      PlannedFile(path: folder.path("Two.swift"), contents: "two\n", existing: "mine\n"),
    ]

    #expect(throws: GeneratorError.filesExist([folder.path("Two.swift")])) {
      try PlanWriter(force: false).write(plan)
    }
    #expect(!folder.exists("One.swift"), "nothing is written when any file would be replaced")
    #expect(folder.read("Two.swift") == "mine\n")
  }

  @Test func forceReplacesAndKeepsEveryOldFileAsABackup() throws {
    let folder = try TemporaryFolder()
    try folder.write("Two.swift", "first\n")
    try folder.write("Two.swift.bak", "older backup\n")
    let plan = [PlannedFile(path: folder.path("Two.swift"), contents: "two\n", existing: "first\n")]

    let outcomes = try PlanWriter(force: true).write(plan)

    #expect(outcomes == [.replaced(folder.path("Two.swift"), backup: folder.path("Two.swift.bak2"))])
    #expect(folder.read("Two.swift") == "two\n")
    #expect(folder.read("Two.swift.bak2") == "first\n")
    #expect(folder.read("Two.swift.bak") == "older backup\n")
  }

  @Test func anIdenticalFileIsNeitherAConflictNorRewritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("One.swift", "one\n")
    let plan = [PlannedFile(path: folder.path("One.swift"), contents: "one\n", existing: "one\n")]

    #expect(PlanWriter(force: false).conflicts(in: plan).isEmpty)
    #expect(try PlanWriter(force: false).write(plan) == [.unchanged(folder.path("One.swift"))])
    #expect(!folder.exists("One.swift.bak"))
  }

  @Test func leavesNoTemporaryFilesBehind() throws {
    let folder = try TemporaryFolder()
    try PlanWriter(force: false).write([PlannedFile(path: folder.path("One.swift"), contents: "one\n")])
    #expect(folder.files() == ["One.swift"])
  }
}
