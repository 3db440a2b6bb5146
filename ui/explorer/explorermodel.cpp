#include "ui/explorer/explorermodel.h"

#include "core/base/check.h"
#include "ui/model/modeldocument.h"

#include <QDir>

#include <map>
#include <mutex>

namespace attn::ui {

QString explorerModelDir(const QString& dir) {
    return dir.isEmpty() ? ModelDocument::sampleModelDir() : QDir(dir).absolutePath();
}

std::shared_ptr<const LanguageModel> explorerModel(const QString& dir) {
    static std::mutex mutex;
    static std::map<QString, std::shared_ptr<const LanguageModel>> loaded;
    const QString path = explorerModelDir(dir);
    require(!path.isEmpty(), "the sample language model is not installed; open a model folder "
                             "in the Language model tab");
    const std::lock_guard<std::mutex> lock(mutex);
    auto& model = loaded[path];
    if (!model)
        model = std::make_shared<const LanguageModel>(loadLanguageModel(path.toStdString()));
    return model;
}

} // namespace attn::ui
