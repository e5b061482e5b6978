import Foundation
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCheck

@Suite struct CheckCacheTests {
  let engine = CheckEngine(catalog: TestCatalog.catalog)

  func run(
    _ project: TemporaryFolder, cache: TemporaryFolder?, identity: String = "test 1", only: [String]? = nil,
    overlays: [String: String] = [:], fingerprints: Bool = false
  ) throws -> CheckResult {
    var request = CheckRequest(paths: [project.root], choices: .init(only: only), jobs: 2)
    request.cache = cache.map { CheckCacheOptions(folder: $0.root, toolIdentity: identity) }
    request.overlays = overlays
    request.fingerprints = fingerprints
    return try engine.run(request)
  }

  func relative(_ paths: [String], to project: TemporaryFolder) -> [String] {
    paths.map { relativePath($0, to: project.root) }.sorted()
  }

  func lines(_ result: CheckResult, _ project: TemporaryFolder) -> [String] {
    result.findings.map {
      "\(relativePath($0.path, to: project.root)):\($0.start.line) \($0.severity) \($0.ruleID) \($0.message)"
    }
  }

  static let files = [
    "Sources/App/Home.swift": "struct Home: View {}\nclass Model {}\n",
    "Sources/App/Plain.swift": "struct Plain {}\nlet flagMe = 1\n",
    "Sources/App/Broken.swift": "struct {",
    "Tests/AppTests/HomeTests.swift": "struct Fixture {}\n",
  ]

  @Test func aWarmRunTakesEveryFileFromTheCacheAndFindsTheSame() throws {
    let project = try TemporaryFolder(files: Self.files)
    let cache = try TemporaryFolder()
    let uncached = try run(project, cache: nil)
    let cold = try run(project, cache: cache)
    let warm = try run(project, cache: cache)
    #expect(cold.cacheStatistics?.reused == 0)
    #expect(relative(cold.cacheStatistics?.checked ?? [], to: project) == Self.files.keys.sorted())
    #expect(warm.cacheStatistics?.reused == Self.files.count)
    #expect(warm.cacheStatistics?.checked == [])
    #expect(warm.cacheStatistics?.recheckedForFacts == [])
    #expect(!uncached.findings.isEmpty)
    #expect(cold.findings == uncached.findings)
    #expect(warm.findings == uncached.findings)
    #expect(warm.lineCount == uncached.lineCount)
    #expect(warm.fileCount == uncached.fileCount)
    #expect(warm.index.files == uncached.index.files)
    #expect(uncached.cacheStatistics == nil)
  }

  /// Only a baseline reads fingerprints, so a run makes them only when asked; the cache notes
  /// which findings have them, and a run that needs them checks again, once, the files whose
  /// cached findings lack them.
  @Test func findingsAreFingerprintedWhenTheRunAsksAndCachedOnesWithoutAreCheckedAgain() throws {
    let project = try TemporaryFolder(files: Self.files)
    let cache = try TemporaryFolder()
    func parsed(_ result: CheckResult) -> [Finding] { result.findings.filter { $0.ruleID != "unparsable_file" } }
    func unfingerprinted(_ findings: [Finding]) -> [Finding] {
      findings.map {
        var finding = $0
        finding.fingerprint = nil
        return finding
      }
    }

    let plain = try run(project, cache: cache)
    #expect(!parsed(plain).isEmpty)
    #expect(plain.findings.allSatisfy { $0.fingerprint == nil })

    let uncached = try run(project, cache: nil, fingerprints: true)
    #expect(parsed(uncached).allSatisfy { $0.fingerprint != nil })
    let fingerprinted = try run(project, cache: cache, fingerprints: true)
    #expect(fingerprinted.cacheStatistics?.reused == 0)
    #expect(relative(fingerprinted.cacheStatistics?.checked ?? [], to: project) == Self.files.keys.sorted())
    #expect(fingerprinted.findings == uncached.findings)

    // Fingerprinted findings serve both kinds of run.
    for fingerprints in [true, false] {
      let warm = try run(project, cache: cache, fingerprints: fingerprints)
      #expect(warm.cacheStatistics?.reused == Self.files.count)
      #expect(warm.findings == uncached.findings)
    }
    #expect(unfingerprinted(uncached.findings) == plain.findings)
  }

  @Test func aFileIsCheckedAgainWhenAProjectFactItsFindingsReadChangesThoughItsTextDidNot() throws {
    let project = try TemporaryFolder(files: [
      "Sources/App/Home.swift": "struct Home {}\n",
      "Sources/App/Other.swift": "struct Other {}\n",
      "Sources/App/CardView.swift": "protocol CardView: View {}\n",
    ])
    let cache = try TemporaryFolder()
    let cold = try run(project, cache: cache, only: ["test_view_struct"])
    #expect(cold.findings.isEmpty)

    // Another file makes Home a view: Home.swift is unchanged, but what its finding waits on is not.
    try project.write("Sources/App/Home+View.swift", "extension Home: CardView {}\n")
    let became = try run(project, cache: cache, only: ["test_view_struct"])
    #expect(relative(became.cacheStatistics?.checked ?? [], to: project) == ["Sources/App/Home+View.swift"])
    #expect(relative(became.cacheStatistics?.recheckedForFacts ?? [], to: project) == ["Sources/App/Home.swift"])
    #expect(became.cacheStatistics?.reused == 2)
    #expect(lines(became, project) == ["Sources/App/Home.swift:1 warning test_view_struct view 'Home'"])

    let again = try run(project, cache: cache, only: ["test_view_struct"])
    #expect(again.cacheStatistics?.recheckedForFacts == [])
    #expect(again.findings == became.findings)

    // And back: without the extension Home is no view, and Home.swift is checked again.
    try FileManager.default.removeItem(atPath: project.path("Sources/App/Home+View.swift"))
    let ceased = try run(project, cache: cache, only: ["test_view_struct"])
    #expect(relative(ceased.cacheStatistics?.recheckedForFacts ?? [], to: project) == ["Sources/App/Home.swift"])
    #expect(ceased.findings.isEmpty)
  }

  @Test func aChangedSeverityChecksNothingAgain() throws {
    var files = Self.files
    files[".proscenium.json"] = #"{"rules": {"test_struct": "warning"}}"#
    let project = try TemporaryFolder(files: files)
    let cache = try TemporaryFolder()
    _ = try run(project, cache: cache)
    try project.write(".proscenium.json", #"{"rules": {"test_struct": "error"}}"#)
    let warm = try run(project, cache: cache)
    #expect(warm.cacheStatistics?.checked == [])
    #expect(warm.cacheStatistics?.reused == Self.files.count)
    #expect(warm.findings.contains { $0.ruleID == "test_struct" && $0.severity == .error })
    #expect(warm.findings == (try run(project, cache: nil)).findings)
  }

  @Test func changedOptionsInAnOverrideCheckOnlyTheFilesItCovers() throws {
    func configuration(label: String) -> String {
      #"{"overrides": [{"paths": ["Tests/"], "rules": {"test_struct": {"options": {"label": "\#(label)"}}}}]}"#
    }
    var files = Self.files
    files[".proscenium.json"] = configuration(label: "fixture")
    let project = try TemporaryFolder(files: files)
    let cache = try TemporaryFolder()
    _ = try run(project, cache: cache)
    try project.write(".proscenium.json", configuration(label: "double"))
    let warm = try run(project, cache: cache)
    #expect(relative(warm.cacheStatistics?.checked ?? [], to: project) == ["Tests/AppTests/HomeTests.swift"])
    #expect(lines(warm, project).contains("Tests/AppTests/HomeTests.swift:1 warning test_struct double 'Fixture'"))
    #expect(warm.findings == (try run(project, cache: nil)).findings)
  }

  @Test func anEditedFileIsCheckedAgainAndADeletedOneIsForgotten() throws {
    let project = try TemporaryFolder(files: Self.files)
    let cache = try TemporaryFolder()
    _ = try run(project, cache: cache)
    try project.write("Sources/App/Plain.swift", "struct Plainer {}\n")
    try FileManager.default.removeItem(atPath: project.path("Sources/App/Broken.swift"))
    let warm = try run(project, cache: cache)
    #expect(relative(warm.cacheStatistics?.checked ?? [], to: project) == ["Sources/App/Plain.swift"])
    #expect(warm.cacheStatistics?.reused == 2)
    #expect(warm.findings == (try run(project, cache: nil)).findings)
    let file = try #require(warm.cacheStatistics?.cacheFile)
    let stored = try #require(FileManager.default.contents(atPath: file))
    let contents = try #require(CheckCacheStore.decode(stored, toolDigest: StableDigest.of("test 1")))
    #expect(contents.files.count == 3)
    #expect(!contents.files.keys.contains { $0.hasSuffix("Broken.swift") })
  }

  @Test func aRunThatLearnedNothingLeavesTheCacheFileAsItIs() throws {
    let project = try TemporaryFolder(files: Self.files)
    let cache = try TemporaryFolder()
    let path = try #require(try run(project, cache: cache).cacheStatistics?.cacheFile)
    // Every write replaces the file through a rename, so a rewritten file is a new inode.
    func identity() throws -> [String] {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      return ["\(attributes[.systemFileNumber] ?? "none")", "\(attributes[.modificationDate] ?? "none")"]
    }
    let written = try identity()
    let warm = try run(project, cache: cache)
    #expect(warm.cacheStatistics?.reused == Self.files.count)
    #expect(try identity() == written)

    try project.write("Sources/App/Plain.swift", "struct Plainer {}\n")
    _ = try run(project, cache: cache)
    #expect(try identity() != written)
    let stored = try #require(FileManager.default.contents(atPath: path))
    #expect(CheckCacheStore.decode(stored, toolDigest: StableDigest.of("test 1"))?.files.count == Self.files.count)
  }

  /// How a cache file can go wrong; each must be ignored, the run must check everything, and
  /// the file must be written afresh.
  enum Damage: String, CaseIterable {
    case flippedByte, truncated, foreign, empty, otherFormat, validHeaderOverForeignBody, binaryNoise, textFormatOne
  }

  @Test(arguments: Damage.allCases)
  func aDamagedOrForeignCacheFileIsIgnoredAndRewritten(damage: Damage) throws {
    let project = try TemporaryFolder(files: Self.files)
    let cache = try TemporaryFolder()
    let cold = try run(project, cache: cache)
    let path = try #require(cold.cacheStatistics?.cacheFile)
    var data = try #require(FileManager.default.contents(atPath: path))
    switch damage {
    case .flippedByte:
      data[data.count - 20] ^= 0x01
    case .truncated:
      data = data.prefix(data.count / 2)
    case .foreign:
      data = Data("{\"files\": {}}\n".utf8)
    case .empty:
      data = Data()
    case .otherFormat:
      data[CheckCacheStore.magic.count] = 99
    case .validHeaderOverForeignBody:
      data = CheckCacheStore.file(body: Array(#"{"files": 3}"#.utf8), toolDigest: StableDigest.of("test 1"))
    case .binaryNoise:
      data = Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 7_919 &+ 13) })
    case .textFormatOne:
      // What the first format (a text header over JSON) wrote, well-formed in its own terms.
      let body = Data(#"{"files": {}}"#.utf8)
      let digest = body.withUnsafeBytes { StableDigest.of($0) }
      data = Data("proscenium-cache 1 \(StableDigest.of("test 1")) \(digest) \(body.count)\n".utf8) + body
    }
    try data.write(to: URL(fileURLWithPath: path))
    let damaged = try run(project, cache: cache)
    #expect(damaged.cacheStatistics?.reused == 0)
    #expect(damaged.findings == cold.findings)
    let rewritten = try #require(FileManager.default.contents(atPath: path))
    #expect(CheckCacheStore.decode(rewritten, toolDigest: StableDigest.of("test 1"))?.files.count == Self.files.count)
    #expect(try run(project, cache: cache).cacheStatistics?.reused == Self.files.count)
  }

  @Test func aCacheWrittenByAnotherBuildIsIgnoredAndRewritten() throws {
    let project = try TemporaryFolder(files: Self.files)
    let cache = try TemporaryFolder()
    _ = try run(project, cache: cache, identity: "0.9.0 1234 1")
    let other = try run(project, cache: cache, identity: "1.0.0 5678 2")
    #expect(other.cacheStatistics?.reused == 0)
    #expect(try run(project, cache: cache, identity: "1.0.0 5678 2").cacheStatistics?.reused == Self.files.count)
  }

  @Test func deletingTheCacheAtAnyTimeIsHarmless() throws {
    let project = try TemporaryFolder(files: Self.files)
    let cache = try TemporaryFolder()
    let cold = try run(project, cache: cache)
    try FileManager.default.removeItem(atPath: cache.root)
    let again = try run(project, cache: cache)
    #expect(again.cacheStatistics?.reused == 0)
    #expect(again.findings == cold.findings)
    let file = try #require(again.cacheStatistics?.cacheFile)
    #expect(FileManager.default.fileExists(atPath: file))
  }

  @Test func aCacheThatCannotBeWrittenIsANoteAndTheCheckCompletes() throws {
    let project = try TemporaryFolder(files: Self.files)
    let blocker = try TemporaryFolder(files: ["file": "not a folder"])
    var request = CheckRequest(paths: [project.root], jobs: 1)
    request.cache = CheckCacheOptions(folder: blocker.path("file"), toolIdentity: "test 1")
    let result = try engine.run(request)
    #expect(result.notes.contains { $0.hasPrefix("cannot write the cache") })
    #expect(result.findings == (try run(project, cache: nil)).findings)
  }

  @Test func textGivenInPlaceOfAFileIsCheckedButNeverCached() throws {
    let project = try TemporaryFolder(files: Self.files)
    let cache = try TemporaryFolder()
    _ = try run(project, cache: cache)
    let home = project.path("Sources/App/Home.swift")
    let edited = try run(project, cache: cache, overlays: [home: "struct Elsewhere {}\n"])
    #expect(lines(edited, project).contains("Sources/App/Home.swift:1 warning test_struct struct 'Elsewhere'"))
    #expect(edited.cacheStatistics?.reused == Self.files.count - 1)
    let disk = try run(project, cache: cache)
    #expect(disk.cacheStatistics?.reused == Self.files.count)
    #expect(disk.findings == (try run(project, cache: nil)).findings)
  }

  @Test func aStableDigestIsTheSameInEveryProcess() {
    // Pinned: a digest that changed between builds or processes would make every cache useless.
    #expect("\(StableDigest.of("proscenium"))" == "14ded24bf65b255bb3845052175436ca")
    #expect(StableDigest.of("ab") != StableDigest.of("ba"))
    var split = StableHasher()
    split.combine("a")
    split.combine("bc")
    var other = StableHasher()
    other.combine("ab")
    other.combine("c")
    #expect(split.finalize() != other.finalize())
  }

  @Test func aRecordingIndexNotesTheQuestionsAsked() {
    let index = indexOf([
      "A.swift": "struct Home: View {}\n", "Tests/ATests.swift": "import XCTest\nfinal class T { let h = Home() }\n",
    ])
    let recorder = IndexReadRecorder()
    let recording = ProjectIndex(recordingReadsOf: index, into: recorder)
    _ = recording.roles(of: "Home")
    _ = recording.testFiles(mentioning: "Home")
    _ = recording.isMemberWritten("name", outside: "A.swift")
    #expect(
      recorder.recorded == [
        IndexQuery(.roles, "Home"), IndexQuery(.testFiles, "Home"), IndexQuery(.memberWritten, "name", "A.swift"),
      ])
    _ = recording.files
    #expect(recorder.recorded.contains(.everything))
    _ = index.roles(of: "Other")
    #expect(!recorder.recorded.contains(IndexQuery(.roles, "Other")))
  }
}
