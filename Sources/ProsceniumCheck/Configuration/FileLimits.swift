/// How much one file may cost a run (`"limits"` in `.proscenium.json`). A file over the size
/// limit is reported rather than parsed: the parser's memory grows with a file's size, and one
/// 5 MB line took 1.5 GB. A file over its time budget is reported and the run goes on without it.
package struct FileLimits: Sendable, Hashable {
  /// Files larger than this many KB (1,024 bytes) are not parsed; `nil` means the default.
  package var maxFileKB: Int?
  /// Seconds a file may take per 100 KB, counted as at least 200 KB; `nil` means the default.
  package var secondsPer100KB: Double?

  package init(maxFileKB: Int? = nil, secondsPer100KB: Double? = nil) {
    self.maxFileKB = maxFileKB
    self.secondsPer100KB = secondsPer100KB
  }

  package static let defaultMaxFileKB = 4_096
  package static let defaultSecondsPer100KB = 5.0
  /// Files above this size are parsed one at a time, so a few large files never multiply the
  /// parser's memory by the job count.
  package static let largeFileBytes = 1 << 20

  package var maximumBytes: Int { (maxFileKB ?? Self.defaultMaxFileKB) * 1_024 }

  /// The time a file of `bytes` may take: the per-100 KB rate times its size, counting a file
  /// smaller than 200 KB as 200 KB (with the default rate, 10 s).
  package func budget(forBytes bytes: Int) -> Double {
    (secondsPer100KB ?? Self.defaultSecondsPer100KB) * max(2, Double(bytes) / 102_400)
  }

  /// The keys of the `"limits"` object.
  static let keys = ["max_file_kb", "seconds_per_100kb"]

  /// `self` with each limit `nested` sets replacing this one's.
  func overlaid(with nested: FileLimits) -> FileLimits {
    FileLimits(
      maxFileKB: nested.maxFileKB ?? maxFileKB, secondsPer100KB: nested.secondsPer100KB ?? secondsPer100KB)
  }
}
