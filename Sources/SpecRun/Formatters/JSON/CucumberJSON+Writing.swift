// The legacy Cucumber JSON report's values write themselves into an `IndentedJSON`: members in
// the order the encoder sorted them (by their snake_case names), a nil optional left out.

extension CucumberJSON.Feature {
  func write(to json: inout IndentedJSON) {
    json.object { json in
      json.member("description") { $0.string(description) }
      json.member("elements") { $0.array(elements) { json, element in element.write(to: &json) } }
      json.member("id") { $0.string(id) }
      json.member("keyword") { $0.string(keyword) }
      json.member("line") { $0.integer(line) }
      json.member("name") { $0.string(name) }
      json.member("tags") { $0.array(tags) { json, tag in tag.write(to: &json) } }
      json.member("uri") { $0.string(uri) }
    }
  }
}

extension CucumberJSON.Element {
  func write(to json: inout IndentedJSON) {
    json.object { json in
      json.member("description") { $0.string(description) }
      json.member("id") { $0.string(id) }
      json.member("keyword") { $0.string(keyword) }
      json.member("line") { $0.integer(line) }
      json.member("name") { $0.string(name) }
      json.member("steps") { $0.array(steps) { json, step in step.write(to: &json) } }
      json.member("tags") { $0.array(tags) { json, tag in tag.write(to: &json) } }
      json.member("type") { $0.string(type) }
    }
  }
}

extension CucumberJSON.Tag {
  func write(to json: inout IndentedJSON) {
    json.object { json in
      json.member("line", ifPresent: line) { $0.integer($1) }
      json.member("name") { $0.string(name) }
    }
  }
}

extension CucumberJSON.Step {
  func write(to json: inout IndentedJSON) {
    json.object { json in
      json.member("arguments", ifPresent: arguments) { json, arguments in
        json.array(arguments) { json, argument in argument.write(to: &json) }
      }
      json.member("embeddings", ifPresent: embeddings) { json, embeddings in
        json.array(embeddings) { json, embedding in embedding.write(to: &json) }
      }
      json.member("hidden", ifPresent: hidden) { $0.bool($1) }
      json.member("keyword") { $0.string(keyword) }
      json.member("line", ifPresent: line) { $0.integer($1) }
      json.member("match", ifPresent: match) { json, match in
        json.object { json in json.member("location") { $0.string(match.location) } }
      }
      json.member("name", ifPresent: name) { $0.string($1) }
      json.member("result") { result.write(to: &$0) }
    }
  }
}

extension CucumberJSON.Argument {
  func write(to json: inout IndentedJSON) {
    json.object { json in
      json.member("doc_string", ifPresent: docString) { json, docString in
        json.object { json in
          json.member("content") { $0.string(docString.content) }
          json.member("content_type", ifPresent: docString.contentType) { $0.string($1) }
          json.member("line", ifPresent: docString.line) { $0.integer($1) }
        }
      }
      json.member("rows", ifPresent: rows) { json, rows in
        json.array(rows) { json, row in
          json.object { json in
            json.member("cells") { $0.array(row.cells) { json, cell in json.string(cell) } }
          }
        }
      }
    }
  }
}

extension CucumberJSON.Embedding {
  func write(to json: inout IndentedJSON) {
    json.object { json in
      json.member("data") { $0.string(data) }
      json.member("mime_type") { $0.string(mimeType) }
      json.member("name", ifPresent: name) { $0.string($1) }
    }
  }
}

extension CucumberJSON.Result {
  func write(to json: inout IndentedJSON) {
    json.object { json in
      json.member("duration") { json in
        // Int is 64 bits wide on every platform but a few watches; there, a longer one is cut.
        json.integer(Int(clamping: duration))
      }
      json.member("error_message", ifPresent: errorMessage) { $0.string($1) }
      json.member("status") { $0.string(status) }
    }
  }
}
