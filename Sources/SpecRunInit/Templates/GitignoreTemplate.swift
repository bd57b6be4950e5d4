/// `.gitignore`: SwiftPM's build products.
enum GitignoreTemplate {
  static func text(_ package: PackageRecipe) -> String {
    """
    .build/
    .swiftpm/

    """
  }
}
