/// Textual path arithmetic for project paths.
///
/// Xcode joins group paths as text, and the folders it names need not exist on this machine
/// (a checkout without generated sources), so `..` and `.` are resolved without asking the file
/// system and without following symbolic links.
enum StandardizedPath {
  /// `base` joined with `relative` unless `relative` is absolute, with `.`, `..` and doubled
  /// slashes resolved: `join("/a/b", "../c/./d.swift")` is `/a/c/d.swift`.
  static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return standardize(relative) }
    return appending(relative, to: standardize(base))
  }

  /// `relative` resolved against a folder that is already standardised, touching only the new
  /// parts, so resolving a chain of nested groups costs time in proportion to the chain.
  static func appending(_ relative: String, to standardizedBase: String) -> String {
    if relative.hasPrefix("/") { return standardize(relative) }
    var path = standardizedBase
    for part in relative.pathParts {
      switch part {
      case ".":
        continue
      case "..":
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
          path = slash == path.utf8.startIndex ? "/" : String(path[..<slash])
        }
      default:
        if path.utf8.last != UInt8(ascii: "/") { path += "/" }
        path += part
      }
    }
    return path
  }

  /// An absolute path with `.` and `..` resolved; `..` above the root stays at the root.
  static func standardize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.pathParts {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The folder holding `path`: `/a/b.xcodeproj` → `/a`.
  static func parent(of path: String) -> String {
    standardize(path + "/..")
  }

  /// Whether `path` lies strictly inside `folder` (both standardised).
  static func isInside(_ path: String, folder: String) -> Bool {
    let path = path.utf8
    let folder = folder.utf8
    guard path.count > folder.count, path.starts(with: folder) else { return false }
    return folder.last == UInt8(ascii: "/") || path.dropFirst(folder.count).first == UInt8(ascii: "/")
  }
}
