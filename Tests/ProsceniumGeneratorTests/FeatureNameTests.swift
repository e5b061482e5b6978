import ProsceniumGenerator
import Testing

struct FeatureNameTests {
  @Test(arguments: ["OrderHistory", "Profile", "URLList", "Feed2", "Café", "_Internal"])
  func acceptsSwiftTypeIdentifiers(_ raw: String) throws {
    #expect(try FeatureName(raw).typeName == raw)
  }

  @Test(arguments: [
    ("", "empty"), ("../Evil", "path"), ("Features/Profile", "path"), ("Pro..file", "path"),
    ("2Fast", "starts with a letter"), ("Order-History", "'-' cannot appear"), ("Order History", "' ' cannot appear"),
    ("Self", "keyword"), ("Any", "keyword"), ("profile", "did you mean 'Profile'"), ("Profile.swift", "'.swift'"),
  ])
  func rejectsWhatCannotNameAType(_ raw: String, _ reason: String) {
    #expect {
      try FeatureName(raw)
    } throws: { error in
      guard case .invalidName(let name, let why) = error as? GeneratorError else { return false }
      return name == raw && why.contains(reason)
    }
  }

  @Test func lowerCamelLowersTheHeadAndLeadingAcronyms() throws {
    #expect(try FeatureName("OrderHistory").lowerCamel == "orderHistory")
    #expect(try FeatureName("URLList").lowerCamel == "urlList")
    #expect(try FeatureName("ID").lowerCamel == "id")
    #expect(try FeatureName("X").lowerCamel == "x")
  }

  @Test func titleSplitsTheWords() throws {
    #expect(try FeatureName("OrderHistory").title == "Order History")
    #expect(try FeatureName("URLList").title == "URL List")
    #expect(try FeatureName("Profile").title == "Profile")
    #expect(try FeatureName("Top10Charts").title == "Top10 Charts")
  }
}
