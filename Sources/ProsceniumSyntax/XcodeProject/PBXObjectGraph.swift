/// The `objects` table of a `project.pbxproj`, looked up by identifier.
///
/// Every object is a dictionary with an `isa` naming its kind; objects refer to each other by
/// identifier. Kinds the model does not read are kept but never visited.
struct PBXObjectGraph {
  typealias Object = [String: PropertyListValue]

  let objects: [String: Object]
  /// The `PBXProject` object.
  let root: Object

  /// - Throws: `XcodeProjectError` naming `file` when the table or the root project is missing.
  init(_ plist: PropertyListValue, file: String) throws {
    guard let top = plist.dictionary else {
      throw XcodeProjectError(file: file, reason: "expected a dictionary at the top level")
    }
    guard let table = top["objects"]?.dictionary else {
      throw XcodeProjectError(file: file, reason: "no 'objects' table")
    }
    var objects: [String: Object] = [:]
    objects.reserveCapacity(table.count)
    for (id, value) in table {
      if let object = value.dictionary { objects[id] = object }
    }
    guard let rootID = top["rootObject"]?.string, let root = objects[rootID], root.isa == "PBXProject" else {
      throw XcodeProjectError(file: file, reason: "'rootObject' does not name a 'PBXProject' object")
    }
    self.objects = objects
    self.root = root
  }

  subscript(_ id: String?) -> Object? {
    guard let id else { return nil }
    return objects[id]
  }

  /// The objects an array attribute refers to, skipping identifiers that name nothing.
  func objects(in attribute: PropertyListValue?) -> [(id: String, object: Object)] {
    (attribute?.array ?? []).compactMap { value in
      guard let id = value.string, let object = objects[id] else { return nil }
      return (id, object)
    }
  }
}

extension Dictionary where Key == String, Value == PropertyListValue {
  /// The object's kind (`PBXGroup`, `PBXNativeTarget`, ...).
  var isa: String? { self["isa"]?.string }

  /// A string attribute.
  func string(_ key: String) -> String? { self[key]?.string }
}
