<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../../ui/shell/aboutbox.cpp" line="+22"/>
        <source>&lt;h3&gt;AttentionLab %1&lt;/h3&gt;&lt;p&gt;Attention in neural networks, computed and shown: heads, layers, positional encodings and the lectures&apos; demonstrations, offline.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;Eigen %4&lt;br&gt;QCustomPlot %5&lt;br&gt;Matrix products on this CPU: %6&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AttentionLab %1&lt;/h3&gt;&lt;p&gt;神经网络中的注意力机制——计算并展示：注意力头、层、位置编码以及讲义中的演示，完全离线。&lt;/p&gt;&lt;p&gt;Qt %2（构建于 %3）&lt;br&gt;Eigen %4&lt;br&gt;QCustomPlot %5&lt;br&gt;本机 CPU 上的矩阵乘法：%6&lt;/p&gt;&lt;p&gt;自由软件，依据 GNU 通用公共许可证第 3 版或更新版本发布。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>About AttentionLab</source>
        <translation>关于 AttentionLab</translation>
    </message>
</context>
<context>
    <name>ColorMaps</name>
    <message>
        <location filename="../../ui/plotkit/colormaps.cpp" line="+75"/>
        <source>viridis</source>
        <translation>viridis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>magma</source>
        <translation>magma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cividis</source>
        <translation>cividis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diverging</source>
        <translation>发散</translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <location filename="../../ui/caption/captionlesson.cpp" line="+62"/>
        <source>“scene”: %1</source>
        <translation>“scene”：%1</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>give “scene” or “image”, not both: one picture</source>
        <translation>请给出“scene”或“image”，不要两者都给：只有一张图片</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorerlesson.cpp" line="+52"/>
        <location filename="../../ui/lectures/lecturelesson.cpp" line="+156"/>
        <source>“head” must be from 1 to the %1 heads, not %2</source>
        <translation>“head”必须在 1 到头数 %1 之间，而不是 %2</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/lecturelesson.cpp" line="+26"/>
        <source>“maxN” (%1) must not be below “minN” (%2)</source>
        <translation>“maxN”（%1）不得小于“minN”（%2）</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the sample translator sample_models/translator-bahdanau was not found</source>
        <translation>找不到示例翻译器 sample_models/translator-bahdanau</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../ui/translator/translatorlesson.cpp" line="+33"/>
        <source>“step” must be from 1 to %1 for this sentence, not %2</source>
        <translation>对这个句子，“step”必须在 1 到 %1 之间，而不是 %2</translation>
    </message>
    <message>
        <location line="+77"/>
        <location line="+11"/>
        <source>no demonstration called “%1”</source>
        <translation>没有名为“%1”的演示</translation>
    </message>
    <message>
        <location filename="../../ui/common/jsonfields.cpp" line="+22"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>“%1” must be text, not %2</source>
        <translation>“%1”必须是文本，而不是 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” must be a whole number from %2 to %3, not %4</source>
        <translation>“%1”必须是 %2 到 %3 之间的整数，而不是 %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>“%1” must be a number from %2 to %3, not %4</source>
        <translation>“%1”必须是 %2 到 %3 之间的数，而不是 %4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>“%1” must be true or false, not %2</source>
        <translation>“%1”必须是 true 或 false，而不是 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” must be a list of at most %2 whole numbers from %3 to %4, not %5</source>
        <translation>“%1”必须是最多 %2 个、在 %3 到 %4 之间的整数列表，而不是 %5</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n numbers</source>
        <translation>
            <numerusform>%n 个数</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../ui/common/jsonfields.h" line="+39"/>
        <source>“%1” must be one of %2, not “%3”</source>
        <translation>“%1”必须是 %2 之一，而不是“%3”</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>unknown setting “%1” (known: %2)</source>
        <translation>未知的设置“%1”（已知：%2）</translation>
    </message>
    <message>
        <location filename="../../ui/common/lessonpages.cpp" line="+34"/>
        <source>“model” must be a sample (%1) or a model folder, not “%2”</source>
        <translation>“model”必须是示例（%1）或模型文件夹，而不是“%2”</translation>
    </message>
    <message>
        <location filename="../../ui/overview/onehotpage.cpp" line="+27"/>
        <source>“text” must have at least one word</source>
        <translation>“text”至少要有一个词</translation>
    </message>
    <message>
        <location filename="../../ui/translator/translatorlesson.cpp" line="-11"/>
        <source>the Bahdanau translator has one alignment: no “attention”, “layer” or “head” but cross, 1 and 1</source>
        <translation>Bahdanau 翻译器只有一个对齐：“attention”“layer”“head”只能是 cross、1 和 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“layer” and “head” must be within the translator&apos;s %1 layers × %2 heads, not layer %3, head %4</source>
        <translation>“layer”和“head”必须在翻译器的 %1 层 × %2 头之内，而不是第 %3 层、头 %4</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../ui/shell/language.cpp" line="+74"/>
        <source>unknown language &apos;%1&apos; (known: %2)</source>
        <translation>未知语言 &apos;%1&apos;（已知：%2）</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location line="-54"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../../ui/shell/settingsfile.cpp" line="+109"/>
        <source>disk full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file or its folder cannot be written</source>
        <translation>无法写入该文件或其文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot save the settings to %1: %2</source>
        <translation>无法将设置保存到 %1：%2</translation>
    </message>
</context>
<context>
    <name>attn</name>
    <message>
        <location filename="../../core/attention/attention.cpp" line="+14"/>
        <location line="+8"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="+62"/>
        <location line="+68"/>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-67"/>
        <location line="+68"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-67"/>
        <location line="+69"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="-6"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-39"/>
        <source>keys %1 and values %2 must have the same number of rows (one value per key)</source>
        <translation>键 %1 与值 %2 的行数必须相同（每个键对应一个值）</translation>
    </message>
    <message>
        <location filename="../../core/attention/masks.cpp" line="+22"/>
        <source>key padding mask has %1 entries but there are %2 keys</source>
        <translation>键填充掩码有 %1 个元素，但键有 %2 个</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>explicit mask %1 does not match scores %2</source>
        <translation>显式掩码 %1 与分数 %2 的形状不符</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>padding: real length %1 must lie in 0..%2</source>
        <translation>填充：实际长度 %1 必须在 0..%2 之内</translation>
    </message>
    <message>
        <location filename="../../core/attention/multihead.cpp" line="+17"/>
        <location line="+14"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-28"/>
        <location filename="../../core/attention/multihead_steps.cpp" line="+14"/>
        <location line="+65"/>
        <source>number of heads must be at least 1, got %1</source>
        <translation>头的数量至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>model dimension must be at least 1, got %1</source>
        <translation>模型维度至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model dimension %1 is not divisible by %2 heads (E_i = E/H must be whole)</source>
        <translation>模型维度 %1 不能被 %2 个头整除（E_i = E/H 必须为整数）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>multi-head sizes must all be positive: E=%1 E_k=%2 E_v=%3 E_i=%4 E_h=%5 E_a=%6</source>
        <translation>多头注意力的各个大小都必须为正：E=%1 E_k=%2 E_v=%3 E_i=%4 E_h=%5 E_a=%6</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>at least one head&apos;s W^Q is needed</source>
        <translation>至少需要一个头的 W^Q</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>got %1 W^Q, %2 W^K and %3 W^V; one of each per head is needed</source>
        <translation>得到 %1 个 W^Q、%2 个 W^K 和 %3 个 W^V；每个头各需要一个</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1W^Q %2 differs from head 1&apos;s %3</source>
        <translation>%1W^Q %2 与头 1 的 %3 不同</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1W^K %2 must be %3</source>
        <translation>%1W^K %2 必须为 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1W^V %2 differs from head 1&apos;s %3</source>
        <translation>%1W^V %2 与头 1 的 %3 不同</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>W^O %1 must have H*E_h = %2 rows</source>
        <translation>W^O %1 必须有 H*E_h = %2 行</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a query/key norm of %1 values does not fit %2 heads in %3</source>
        <translation>%1 个值的查询/键归一化与 %3 中的 %2 个头不匹配</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>queries %1 and keys %2 do not fit W^Q %3 and W^K %4</source>
        <translation>查询 %1 和键 %2 与 W^Q %3 和 W^K %4 不匹配</translation>
    </message>
    <message>
        <location filename="../../core/attention/multihead_forward.cpp" line="-29"/>
        <location line="+8"/>
        <source>%1 has %2 entries, expected %3</source>
        <translation>%1 有 %2 个元素，应为 %3 个</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the weights must be kept for kept scores and for bilinear or additive scores</source>
        <translation>保留分数或使用双线性、加性分数时必须保留权重</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>W^Q %1 does not split into %2 equal heads</source>
        <translation>W^Q %1 无法拆分为 %2 个相等的头</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 query heads do not share %2 key/value heads evenly</source>
        <translation>%1 个查询头无法平均共享 %2 个键/值头</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/attention/multihead_steps.cpp" line="+2"/>
        <source>W^V %1 does not split into %2 equal heads</source>
        <translation>W^V %1 无法拆分为 %2 个相等的头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>query dim %1 does not match W^Q %2 (E rows)</source>
        <translation>查询维度 %1 与 W^Q %2 不符（E 行）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>key dim %1 does not match W^K %2 (E_k rows)</source>
        <translation>键维度 %1 与 W^K %2 不符（E_k 行）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>value dim %1 does not match W^V %2 (E_v rows)</source>
        <translation>值维度 %1 与 W^V %2 不符（E_v 行）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>W^K %1 needs %2 heads of W^Q %3&apos;s E_i columns</source>
        <translation>W^K %1 需要 %2 个头，每个头的列数 E_i 与 W^Q %3 相同</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../core/attention/multihead_steps.cpp" line="-47"/>
        <source>W^O %1 must have H*E_h = %2 rows for concatenation</source>
        <translation>W^O %1 必须有 H*E_h = %2 行才能拼接</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 head ablations for %2 heads</source>
        <translation>%1 个头的替换对应 %2 个头</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../core/attention/softmax.cpp" line="+16"/>
        <source>temperature must be a positive number, got %1</source>
        <translation>温度必须为正数，实际为 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 score needs parameters for each of the %2 heads, got %3</source>
        <translation>%1 评分函数需要 %2 个头各自的参数，实际为 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>output rows %1 to %2 are outside the %3 queries</source>
        <translation>输出行 %1 到 %2 超出了 %3 个查询的范围</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rotary positions need at most E_i/2 = %1 frequencies, got %2</source>
        <translation>旋转位置编码最多需要 E_i/2 = %1 个频率，实际为 %2</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>head %1: scores overflow the float range; scale the inputs down</source>
        <translation>头 %1：分数超出 float 范围；请缩小输入的尺度</translation>
    </message>
    <message>
        <location filename="../../core/attention/multihead_steps.cpp" line="-16"/>
        <source>W^Q %1 and W^V %2 do not split into %3 equal heads</source>
        <translation>W^Q %1 与 W^V %2 无法拆分为 %3 个相等的头</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>W^K %1 and W^Q %2 need the same E_i columns per head</source>
        <translation>W^K %1 和 W^Q %2 每个头需要相同的 E_i 列</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the heads&apos; outputs %1 need H*E_h = %2 columns, as W^V %3 gives</source>
        <translation>各头的输出 %1 需要 H*E_h = %2 列，与 W^V %3 给出的一致</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>output bias has %1 entries, expected %2</source>
        <translation>输出偏置有 %1 个元素，应为 %2 个</translation>
    </message>
    <message>
        <location filename="../../core/attention/rollout.cpp" line="+73"/>
        <source>attention rollout needs at least one layer</source>
        <translation>注意力展开（rollout）至少需要一层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the discard ratio must be at least 0 and below 1, got %1</source>
        <translation>丢弃比例必须不小于 0 且小于 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention rollout: layer 1 has no heads</source>
        <translation>注意力展开：第 1 层没有头</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>attention rollout: row %1 is outside 0..%2</source>
        <translation>注意力展开：第 %1 行不在 0..%2 之内</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>attention rollout: layer %1 has no heads</source>
        <translation>注意力展开：第 %1 层没有头</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention rollout: layer %1 head %2 is %3, expected %4</source>
        <translation>注意力展开：第 %1 层头 %2 的形状为 %3，应为 %4</translation>
    </message>
    <message>
        <location filename="../../core/attention/scores.cpp" line="+36"/>
        <source>unknown score function &apos;%1&apos;; expected dot, scaled-dot, bilinear, additive or exp-dot</source>
        <translation>未知的评分函数“%1”；应为 dot、scaled-dot、bilinear、additive 或 exp-dot</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>score parameters need positive sizes, got query dim %1 and key dim %2</source>
        <translation>评分函数的参数需要正的大小，实际查询维度为 %1，键维度为 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>additive score needs a hidden size &gt; 0, got %1</source>
        <translation>加性评分需要大于 0 的隐藏大小，实际为 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>key dim %1 does not match query dim %2 (%3 score needs equal sizes; additive allows different ones)</source>
        <translation>键维度 %1 与查询维度 %2 不符（%3 评分需要相同的大小；加性评分允许不同）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>additive score needs parameters W_q:(h,d_q), W_k:(h,d_k), w:(h); none given</source>
        <translation>加性评分需要参数 W_q:(h,d_q)、W_k:(h,d_k)、w:(h)；未给出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>additive W_q %1 must be %2 for queries %3 and w of size %4</source>
        <translation>加性 W_q %1 对查询 %2 和大小为 %4 的 w 应为 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>additive W_k %1 must be %2 for keys %3 and w of size %4</source>
        <translation>加性 W_k %1 对键 %2 和大小为 %4 的 w 应为 %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>bilinear W %1 must be %2 for queries %3 and keys %4</source>
        <translation>双线性 W %1 对查询 %3 和键 %4 应为 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown score function</source>
        <translation>未知的评分函数</translation>
    </message>
    <message>
        <location filename="../../core/attention/softmax.cpp" line="+19"/>
        <source>softmax input %1 has %2 at row %3, column %4 (only finite values or -inf for masked entries are allowed)</source>
        <translation>softmax 输入 %1 在第 %3 行第 %4 列为 %2（只允许有限值，或被掩码元素的 -inf）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the key size d must be at least 1, got %1</source>
        <translation>键的大小 d 至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location filename="../../core/attention/steps.cpp" line="+19"/>
        <source>temperature must be a positive number, not %1</source>
        <translation>温度必须为正数，而不是 %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../../core/models/language/language_model.cpp" line="+325"/>
        <source>head %1 does not exist: the layer has %2 heads</source>
        <translation>头 %1 不存在：该层有 %2 个头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queries %1 do not fit W^Q %2</source>
        <translation>查询 %1 与 W^Q %2 不匹配</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keys %1 do not fit W^K %2</source>
        <translation>键 %1 与 W^K %2 不匹配</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>values %1 do not fit W^V %2</source>
        <translation>值 %1 与 W^V %2 不匹配</translation>
    </message>
    <message>
        <location filename="../../core/base/rgb_image.cpp" line="+20"/>
        <source>an image of %1 is refused: each side must be 1 to %2 pixels</source>
        <translation>拒绝 %1 的图像：每边必须为 1 到 %2 像素</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is empty (%2)</source>
        <translation>%1 为空（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is %2; at least %3x%4 are needed</source>
        <translation>%1 为 %2；至少需要 %3x%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is %2; at most %3 pixels per side are accepted</source>
        <translation>%1 为 %2；每边最多接受 %3 像素</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 should hold %3 values (height x width x 3), it holds %4</source>
        <translation>大小为 %2 的 %1 应有 %3 个值（高 x 宽 x 3），实际有 %4 个</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has the value %2 at pixel (x %3, y %4), channel %5; values must be finite and in [0,1]</source>
        <translation>%1 在像素 (x %3, y %4) 通道 %5 处的值为 %2；值必须有限且在 [0,1] 内</translation>
    </message>
    <message>
        <location filename="../../core/base/pil_resize.cpp" line="+155"/>
        <location filename="../../core/base/rgb_image.cpp" line="+18"/>
        <source>resize target %1 must be 1 to %2</source>
        <translation>缩放目标 %1 必须为 1 到 %2</translation>
    </message>
    <message>
        <location filename="../../core/io/attention_import.cpp" line="+24"/>
        <location line="+14"/>
        <source>%1: holds no arrays</source>
        <translation>%1：不包含数组</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+12"/>
        <source>%1: has no array named &quot;%2&quot;</source>
        <translation>%1：没有名为“%2”的数组</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expected a .npy, .npz or .safetensors file</source>
        <translation>%1：应为 .npy、.npz 或 .safetensors 文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 must be a list of strings</source>
        <translation>%1 必须是字符串列表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must hold strings only</source>
        <translation>%1 只能包含字符串</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: attention must have shape (layers, heads, q, k), (heads, q, k) or (q, k); got %2 dimensions</source>
        <translation>%1：注意力的形状必须为 (layers, heads, q, k)、(heads, q, k) 或 (q, k)；实际有 %2 个维度</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: attention has an empty dimension</source>
        <translation>%1：注意力有一个维度为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the shape needs more values than the tensor holds</source>
        <translation>%1：形状需要的值多于张量所含的值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the shape needs %2 values but the tensor holds %3</source>
        <translation>%1：形状需要 %2 个值，但张量有 %3 个</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: expected &quot;tokens&quot;, or &quot;query_tokens&quot; and &quot;key_tokens&quot;</source>
        <translation>%1：应有“tokens”，或“query_tokens”与“key_tokens”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 query and %3 key tokens, but the attention is %4 x %5</source>
        <translation>%1：%2 个查询词元和 %3 个键词元，但注意力为 %4 x %5</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: layer %2 head %3 has a value that is not finite</source>
        <translation>%1：第 %2 层头 %3 有非有限值</translation>
    </message>
    <message>
        <location filename="../../core/io/csv.cpp" line="+29"/>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the float range (largest magnitude 3.40282347e+38)</source>
        <translation>%1 超出 float 范围（最大绝对值 3.40282347e+38）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>line %1 has %2 values, the first row has %3</source>
        <translation>第 %1 行有 %2 个值，第一行有 %3 个</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the CSV text holds no numbers</source>
        <translation>CSV 文本中没有数字</translation>
    </message>
    <message>
        <location filename="../../core/io/inflate.cpp" line="+23"/>
        <source>cannot start the zlib decoder</source>
        <translation>无法启动 zlib 解码器</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>compressed data larger than 4 GB is not read</source>
        <translation>不读取大于 4 GB 的压缩数据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declares %1 but its %2 of compressed data can hold at most %3</source>
        <translation>声明为 %1，但其 %2 的压缩数据最多只能容纳 %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>corrupt deflate data (%1)</source>
        <translation>deflate 数据损坏（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>decodes to more than the %1 declared</source>
        <translation>解码结果超过声明的 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deflate data ends early (truncated file?)</source>
        <translation>deflate 数据提前结束（文件被截断？）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decodes to %1, not the %2 declared</source>
        <translation>解码得到 %1，而不是声明的 %2</translation>
    </message>
    <message>
        <location filename="../../core/io/json.cpp" line="+22"/>
        <source>unexpected text after the JSON value</source>
        <translation>JSON 值之后有多余的文本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>JSON: %1 at byte %2</source>
        <translation>JSON：%1，位于字节 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unexpected end of text</source>
        <translation>文本意外结束</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected &apos;%1&apos;</source>
        <translation>应为“%1”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>nesting deeper than 64 levels</source>
        <translation>嵌套深于 64 层</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a string key</source>
        <translation>应为字符串键</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>unexpected character</source>
        <translation>意外的字符</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>malformed number &apos;%1&apos;</source>
        <translation>格式错误的数字“%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>truncated \u escape</source>
        <translation>\u 转义被截断</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>bad hex digit in \u escape</source>
        <translation>\u 转义中的十六进制数字有误</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unterminated string</source>
        <translation>字符串未结束</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>control character in a string</source>
        <translation>字符串中有控制字符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unterminated escape</source>
        <translation>转义未结束</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unpaired surrogate</source>
        <translation>未配对的代理项</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown escape \%1</source>
        <translation>未知的转义 \%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+34"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>something else</source>
        <translation>其他内容</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected %1 for &quot;%2&quot;, found %3</source>
        <translation>“%2”应为%1，实际为%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected %2 for &quot;%3&quot;, found %4</source>
        <translation>%1：“%3”应为%2，实际为%4</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: model_type must be &quot;%2&quot;</source>
        <translation>%1：model_type 必须为“%2”</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/models/common/config_reader.cpp" line="+64"/>
        <source>%1: model_type is &quot;%2&quot;, expected &quot;%3&quot;</source>
        <translation>%1：model_type 为“%2”，应为“%3”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the text starts with a byte-order mark (EF BB BF), which JSON does not allow; save it as UTF-8 without one</source>
        <translation>文本以字节顺序标记（EF BB BF）开头，JSON 不允许这样；请以不带 BOM 的 UTF-8 保存</translation>
    </message>
    <message>
        <location filename="../../core/io/file_read.cpp" line="+21"/>
        <location filename="../../core/io/mapped_file.cpp" line="+20"/>
        <source>%1: cannot open the file</source>
        <translation>%1：无法打开文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: not a regular file (a folder, a pipe or a device)</source>
        <translation>%1：不是普通文件（文件夹、管道或设备）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 bytes is more than the %3 read from such a file</source>
        <translation>%1：%2 字节超过此类文件最多读取的 %3 字节</translation>
    </message>
    <message>
        <location filename="../../core/io/json.cpp" line="+10"/>
        <location filename="../../core/io/npz.cpp" line="+116"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../core/io/matrix_file.cpp" line="+32"/>
        <source>%1: expected a 1-D or 2-D array, got %2 dimensions</source>
        <translation>%1：应为一维或二维数组，实际有 %2 个维度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the matrix is empty (%2 x %3); expected at least one row and one column</source>
        <translation>%1：矩阵为空（%2 x %3）；至少需要一行一列</translation>
    </message>
    <message>
        <location filename="../../core/io/npy.cpp" line="+23"/>
        <source>%1: npy header has no &apos;%2&apos; field: %3</source>
        <translation>%1：npy 头部没有“%2”字段：%3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: npy shape %2 has a non-numeric or huge entry &apos;%3&apos;</source>
        <translation>%1：npy 形状 %2 含有非数字或过大的元素“%3”</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: not a .npy file (expected the magic \x93NUMPY at the start)</source>
        <translation>%1：不是 .npy 文件（开头应为魔数 \x93NUMPY）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: npy format version %2 is not 1, 2 or 3</source>
        <translation>%1：npy 格式版本 %2 不是 1、2 或 3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: file ends inside the npy header (truncated file?)</source>
        <translation>%1：文件在 npy 头部内结束（文件被截断？）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: npy header length %2 exceeds numpy&apos;s limit of 65536 bytes</source>
        <translation>%1：npy 头部长度 %2 超过 numpy 的上限 65536 字节</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: file ends inside the npy header (%2 bytes declared, %3 present; truncated file?)</source>
        <translation>%1：文件在 npy 头部内结束（声明 %2 字节，实有 %3；文件被截断？）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a structured dtype (named fields) is not read; save one field as its own array</source>
        <translation>%1：不读取结构化 dtype（具名字段）；请将一个字段另存为数组</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: npy shape is too large</source>
        <translation>%1：npy 形状过大</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: file holds %2 data bytes but the shape needs %3 (truncated file?)</source>
        <translation>%1：文件有 %2 字节数据，但形状需要 %3（文件被截断？）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: Fortran-ordered arrays of rank above 2 are not supported</source>
        <translation>%1：不支持秩大于 2 的 Fortran 顺序数组</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>expected a 1-D or 2-D array, got %1 dimensions</source>
        <translation>应为一维或二维数组，实际有 %1 个维度</translation>
    </message>
    <message>
        <location filename="../../core/io/npy_dtype.cpp" line="+82"/>
        <location line="+21"/>
        <source>%1 is not a NumPy type string</source>
        <translation>%1 不是 NumPy 类型字符串</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 is complex: save the real part or the magnitude instead</source>
        <translation>%1 是复数类型：请改存实部或模</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds Python objects, which are not read</source>
        <translation>%1 包含 Python 对象，无法读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>%1 is not read (expected float16/32/64, int8-64, uint8-64 or bool)</source>
        <translation>不读取 %1（应为 float16/32/64、int8-64、uint8-64 或 bool）</translation>
    </message>
    <message>
        <location filename="../../core/io/npz.cpp" line="-94"/>
        <source>%1: zip structure points past the end of the file</source>
        <translation>%1：zip 结构指向文件末尾之后</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: not an .npz file (too short for a zip archive)</source>
        <translation>%1：不是 .npz 文件（对 zip 压缩包而言太短）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: not an .npz file (no zip end-of-directory record)</source>
        <translation>%1：不是 .npz 文件（没有 zip 目录结束记录）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: corrupt zip directory entry %2</source>
        <translation>%1：zip 目录项 %2 损坏</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: zip directory runs past the end of the file</source>
        <translation>%1：zip 目录超出文件末尾</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 uses zip compression method %2 (only stored and deflated are read)</source>
        <translation>%1 使用 zip 压缩方法 %2（只读取 stored 和 deflated）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no local header where the directory says</source>
        <translation>%1 在目录所指的位置没有本地头部</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 runs past the end of the file (truncated file?)</source>
        <translation>%1 超出文件末尾（文件被截断？）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is larger than 16 GB</source>
        <translation>%1 大于 16 GB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has %2 bytes, the directory says %3</source>
        <translation>%1 有 %2 字节，目录记载为 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 fails its CRC check (corrupt file?)</source>
        <translation>%1 未通过 CRC 校验（文件损坏？）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>array %1 is too large for a plain zip member</source>
        <translation>数组 %1 对普通 zip 成员而言太大</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensors.cpp" line="+36"/>
        <source>%1: dtype %2 is not supported (expected F32, F16 or BF16)</source>
        <translation>%1：不支持 dtype %2（应为 F32、F16 或 BF16）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not described by an object</source>
        <translation>%1 不是用对象描述的</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no shape array</source>
        <translation>%1 没有 shape 数组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs data_offsets [begin, end]</source>
        <translation>%1 需要 data_offsets [begin, end]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has a shape entry that is not a whole number</source>
        <translation>%1 的形状中有非整数元素</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is too large (its shape has more than 2^40 values)</source>
        <translation>%1 过大（形状的值多于 2^40 个）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has data_offsets that are not whole numbers below 2^53</source>
        <translation>%1 的 data_offsets 不是小于 2^53 的整数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 spans bytes %2..%3 but the data holds %4 (truncated file?)</source>
        <translation>%1 占据字节 %2..%3，但数据只有 %4（文件被截断？）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has %2 bytes but shape and %3 need %4</source>
        <translation>%1 有 %2 字节，但形状和 %3 需要 %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: not a safetensors file (shorter than its 8-byte header length)</source>
        <translation>%1：不是 safetensors 文件（短于 8 字节的头部长度）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: header length %2 exceeds the 100 MB limit (not a safetensors file?)</source>
        <translation>%1：头部长度 %2 超过 100 MB 上限（不是 safetensors 文件？）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: header length %2 is longer than the file (truncated file?)</source>
        <translation>%1：头部长度 %2 超过文件长度（文件被截断？）</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1: header is not valid JSON: %2</source>
        <translation>%1：头部不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: header must be a JSON object</source>
        <translation>%1：头部必须是 JSON 对象</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: tensor data %2 at byte %3</source>
        <translation>%1：张量数据 %2，位于字节 %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 bytes after the last tensor belong to none</source>
        <translation>%1：最后一个张量之后的 %2 字节不属于任何张量</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../core/models/common/named_tensors.cpp" line="+72"/>
        <location line="+14"/>
        <source>%1: tensor &quot;%2&quot; is missing</source>
        <translation>%1：缺少张量“%2”</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: could not read tensor &quot;%2&quot; (the file changed or was truncated since it was opened)</source>
        <translation>%1：无法读取张量“%2”（文件自打开后已被修改或截断）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: tensor &quot;%2&quot; is not a matrix</source>
        <translation>%1：张量“%2”不是矩阵</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: tensor &quot;%2&quot; has no columns %3 to %4</source>
        <translation>%1：张量“%2”没有第 %3 至 %4 列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: tensor &quot;%2&quot; has no rows %3 to %4</source>
        <translation>%1：张量“%2”没有第 %3 至 %4 行</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>tensor &quot;%1&quot; has %2 values but its shape needs %3</source>
        <translation>张量“%1”有 %2 个值，但其形状需要 %3 个</translation>
    </message>
    <message>
        <location filename="../../core/lectures/dot_variance.cpp" line="+46"/>
        <source>dimension d must be from 1 to %1, not %2</source>
        <translation>维度 d 必须在 1 到 %1 之间，而不是 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a variance needs at least 2 values, got %1</source>
        <translation>方差至少需要 2 个值，实际为 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>number of samples N must be from 2 to %1, not %2</source>
        <translation>样本数 N 必须在 2 到 %1 之间，而不是 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>example rows and keys must be from 1 to 256, not %1 and %2</source>
        <translation>示例行数和键数必须在 1 到 256 之间，而不是 %1 和 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>keys must be from 2 to 1024, not %1</source>
        <translation>键数必须在 2 到 1024 之间，而不是 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trials must be from 1 to 100000, not %1</source>
        <translation>试验次数必须在 1 到 100000 之间，而不是 %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>bins must be from 1 to 10000, not %1</source>
        <translation>分箱数必须在 1 到 10000 之间，而不是 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>histogram range [%1, %2] is empty</source>
        <translation>直方图范围 [%1, %2] 为空</translation>
    </message>
    <message>
        <location filename="../../core/lectures/fuzzy_lookup.cpp" line="+57"/>
        <source>a word to look up is empty</source>
        <translation>要查找的词为空</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the dictionary has no entries</source>
        <translation>词典没有条目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>temperature must be a finite number &gt; 0, not %1</source>
        <translation>温度必须是大于 0 的有限数，而不是 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the query is empty: type a word to look up</source>
        <translation>查询为空：请输入要查找的词</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dictionary entry %1 has an empty key</source>
        <translation>词典条目 %1 的键为空</translation>
    </message>
    <message>
        <location filename="../../core/lectures/graph_attention.cpp" line="+22"/>
        <source>graph attention needs F &gt;= 1, F&apos; &gt;= 1 and K &gt;= 1 heads, got F = %1, F&apos; = %2, K = %3</source>
        <translation>图注意力需要 F &gt;= 1、F&apos; &gt;= 1 和 K &gt;= 1 个头，实际为 F = %1、F&apos; = %2、K = %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+1"/>
        <source>node features h</source>
        <translation>节点特征 h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adjacency %1 must be (n,n) for features h %2</source>
        <translation>邻接矩阵 %1 对特征 h %2 必须为 (n,n)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>adjacency %1 must be symmetric (an undirected graph)</source>
        <translation>邻接矩阵 %1 必须对称（无向图）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>graph attention needs at least one head</source>
        <translation>图注意力至少需要一个头</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: W %2 must be (F,F&apos;) = %3 for features h %4</source>
        <translation>%1：W %2 对特征 h %4 必须为 (F,F&apos;) = %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a has %2 entries, expected 2F&apos; = %3</source>
        <translation>%1：a 有 %2 个元素，应为 2F&apos; = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: W</source>
        <translation>%1：W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: a</source>
        <translation>%1：a</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>a graph needs at least one node, got %1</source>
        <translation>图至少需要一个节点，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>edge probability must be in [0, 1], got %1</source>
        <translation>边的概率必须在 [0, 1] 内，实际为 %1</translation>
    </message>
    <message>
        <location filename="../../core/lectures/kernel_regression.cpp" line="+20"/>
        <source>number of samples must be from 2 to %1, not %2</source>
        <translation>样本数必须在 2 到 %1 之间，而不是 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>noise must be a finite number &gt;= 0, not %1</source>
        <translation>噪声必须是 &gt;= 0 的有限数，而不是 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>at least 2 queries needed, not %1</source>
        <translation>至少需要 2 个查询，而不是 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <location filename="../../core/lectures/score_comparison.cpp" line="+38"/>
        <source>queries</source>
        <translation>查询</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <location filename="../../core/lectures/score_comparison.cpp" line="+1"/>
        <source>keys</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leave-one-out needs as many queries as keys (at least 2), got %1 queries and %2 keys</source>
        <translation>留一法需要查询与键一样多（至少 2 个），实际为 %1 个查询和 %2 个键</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>kernel width sigma must be a finite number &gt; 0, not %1</source>
        <translation>核宽度 sigma 必须是大于 0 的有限数，而不是 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kernel parameter w must be a finite non-zero number, not %1</source>
        <translation>核参数 w 必须是非零有限数，而不是 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weights %1 need %2 values, got %3</source>
        <translation>权重 %1 需要 %2 个值，实际为 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>inputs x (%1) and targets y (%2) differ in length</source>
        <translation>输入 x（%1）与目标 y（%2）长度不同</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the fit needs a start w &gt; 0, not %1</source>
        <translation>拟合需要初值 w &gt; 0，而不是 %1</translation>
    </message>
    <message>
        <location filename="../../core/lectures/layer_cost.cpp" line="+123"/>
        <source>timing needs n, d, k &gt;= 1, got n = %1, d = %2, k = %3</source>
        <translation>计时需要 n、d、k &gt;= 1，实际为 n = %1、d = %2、k = %3</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>a cost fit needs as many times (%1) as sizes (%2), at least one</source>
        <translation>代价拟合需要与大小（%2）一样多的时间（%1），至少一个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a cost fit needs d &gt; 0 and k &gt; 0</source>
        <translation>代价拟合需要 d &gt; 0 且 k &gt; 0</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a cost fit needs positive finite sizes and times, got n = %1, t = %2</source>
        <translation>代价拟合需要正的有限大小和时间，实际为 n = %1、t = %2</translation>
    </message>
    <message>
        <location filename="../../core/lectures/score_comparison.cpp" line="-22"/>
        <source>%1 must be from 1 to %2, not %3</source>
        <translation>%1 必须在 1 到 %2 之间，而不是 %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>q·k needs d_q = d_k
(here %1 ≠ %2)</source>
        <translation>q·k 需要 d_q = d_k
（这里 %1 ≠ %2）</translation>
    </message>
    <message>
        <location filename="../../core/lectures/sequence_layers.cpp" line="+16"/>
        <source>%1 needs d &gt;= 1, got %2</source>
        <translation>%1 需要 d &gt;= 1，实际为 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a convolution needs kernel k &gt;= 1, got %1</source>
        <translation>卷积需要核大小 k &gt;= 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+1"/>
        <location line="+26"/>
        <location line="+1"/>
        <source>sequence x</source>
        <translation>序列 x</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>self-attention projection %1 must be (d,d) = %2 for x %3</source>
        <translation>自注意力投影 %1 对 x %3 必须为 (d,d) = %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>RNN weights W %1, U %2, b (%3) do not fit x %4: W:(d_in,d), U:(d,d), b:(d) needed</source>
        <translation>RNN 权重 W %1、U %2、b（%3）与 x %4 不匹配：需要 W:(d_in,d)、U:(d,d)、b:(d)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a convolution needs at least one tap (k &gt;= 1)</source>
        <translation>卷积至少需要一个抽头（k &gt;= 1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>convolution tap %1 must be (d_in,d_out) = %2 for x %3</source>
        <translation>卷积抽头 %1 对 x %3 必须为 (d_in,d_out) = %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>convolution bias has %1 entries, expected d_out = %2</source>
        <translation>卷积偏置有 %1 个元素，应为 d_out = %2</translation>
    </message>
    <message>
        <location filename="../../core/lectures/window_attention.cpp" line="+18"/>
        <location line="+1"/>
        <source>tokens x</source>
        <translation>词元 x</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>window size w must be at least 1, got %1</source>
        <translation>窗口大小 w 至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>projection %1 must be (d,d) = %2 for x %3</source>
        <translation>投影 %1 对 x %3 必须为 (d,d) = %2</translation>
    </message>
    <message>
        <location filename="../../core/models/captioner/captioner.cpp" line="+91"/>
        <source>the captioner&apos;s features need a %1x%2 image, got %3x%4 (use resizeForCaptioner)</source>
        <translation>描述模型的特征需要 %1x%2 的图像，实际为 %3x%4（请使用 resizeForCaptioner）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>a caption has 1 to %1 words, asked for %2</source>
        <translation>描述有 1 到 %1 个词，请求的是 %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a typed caption needs 1 to %1 words, got %2</source>
        <translation>输入的描述需要 1 到 %1 个词，实际为 %2</translation>
    </message>
    <message>
        <location filename="../../core/models/captioner/captioner_load.cpp" line="+17"/>
        <location filename="../../core/models/common/config_reader.cpp" line="-53"/>
        <location filename="../../core/models/translator/translator_loading.cpp" line="+59"/>
        <source>%1: expected a JSON object</source>
        <translation>%1：应为 JSON 对象</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; must be a whole number from 1 to %3</source>
        <translation>%1：“%2”必须是 1 到 %3 之间的整数</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: patch_size %2 does not divide image_size %3</source>
        <translation>%1：patch_size %2 不能整除 image_size %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: at most 4096 patches are supported</source>
        <translation>%1：最多支持 4096 个图像块</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../core/models/translator/translator_vocab.cpp" line="+98"/>
        <source>%1: expected a JSON array of words</source>
        <translation>%1：应为词的 JSON 数组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: holds %2 words, config.json says vocab_size %3</source>
        <translation>%1：有 %2 个词，config.json 中 vocab_size 为 %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: every entry must be a string</source>
        <translation>%1：每个元素都必须是字符串</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1/vocab.json: the word &quot;%2&quot; is missing</source>
        <translation>%1/vocab.json：缺少词“%2”</translation>
    </message>
    <message>
        <location filename="../../core/models/captioner/scene.cpp" line="+102"/>
        <source>a scene has one to three shapes</source>
        <translation>一个场景有一到三个形状</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a shape reaches outside the picture</source>
        <translation>有图形超出画面</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two shapes touch or overlap</source>
        <translation>两个图形相接或重叠</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the shape is neither in the middle nor clearly off it</source>
        <translation>图形既不在中间，也没有明显偏离中间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shape is too close to a diagonal</source>
        <translation>图形离对角线太近</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the shapes are too close to a diagonal of each other</source>
        <translation>图形彼此之间太接近对角线方向</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>two shapes are too close to the same column</source>
        <translation>两个图形太接近同一列</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no captionable scene found for seed %1</source>
        <translation>种子 %1 找不到可描述的场景</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>this scene has no caption in the grammar: %1</source>
        <translation>该场景在语法中没有描述：%1</translation>
    </message>
    <message>
        <location filename="../../core/models/common/named_tensors.cpp" line="-42"/>
        <source>%1: expected a &quot;weight_map&quot; object of tensor names and shard files</source>
        <translation>%1：应为由张量名和分片文件组成的“weight_map”对象</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: tensor &quot;%2&quot; must map to a file name in the same folder</source>
        <translation>%1：张量“%2”必须对应同一文件夹中的文件名</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: tensor &quot;%2&quot; has shape %3, expected %4</source>
        <translation>%1：张量“%2”的形状为 %3，应为 %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: tensor &quot;%2&quot; holds a non-finite value</source>
        <translation>%1：张量“%2”含有非有限值</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/bert.cpp" line="+51"/>
        <source>%1: position_embedding_type &quot;%2&quot; is not supported (absolute is)</source>
        <translation>%1：不支持 position_embedding_type“%2”（支持 absolute）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: n_embd %2 is not divisible by n_head %3</source>
        <translation>%1：n_embd %2 不能被 n_head %3 整除</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1/config.json: &quot;type_vocab_size&quot; is 0 but the weights hold %2</source>
        <translation>%1/config.json：“type_vocab_size”为 0，但权重中有 %2</translation>
    </message>
    <message>
        <location filename="../../core/models/common/token_ids.cpp" line="+9"/>
        <source>the model needs at least one token</source>
        <translation>模型至少需要一个词元</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens exceed the model&apos;s %2 positions</source>
        <translation>%1 个词元超过了模型的 %2 个位置</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/bert.cpp" line="+41"/>
        <source>%1 segment ids for %2 tokens</source>
        <translation>%2 个词元却有 %1 个片段编号</translation>
    </message>
    <message>
        <location filename="../../core/models/common/token_ids.cpp" line="+5"/>
        <source>token id %1 at position %2 is outside the vocabulary of %3</source>
        <translation>位置 %2 的词元 id %1 超出 %3 个词的词表</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/bert.cpp" line="+6"/>
        <source>segment id %1 at position %2: the model has %3 segments</source>
        <translation>位置 %2 的片段编号 %1：模型只有 %3 个片段</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 padding flags for %2 tokens</source>
        <translation>%2 个词元却有 %1 个填充标记</translation>
    </message>
    <message>
        <location line="+31"/>
        <location filename="../../core/models/decoder/decoder.cpp" line="+21"/>
        <location line="+202"/>
        <location filename="../../core/models/decoder/long_text.cpp" line="+51"/>
        <location filename="../../core/models/language/language_model.cpp" line="-18"/>
        <location line="+30"/>
        <source>layer %1 does not exist: the model has %2 layers</source>
        <translation>第 %1 层不存在：模型有 %2 层</translation>
    </message>
    <message>
        <location filename="../../core/models/common/token_table.cpp" line="+21"/>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+50"/>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="+131"/>
        <location line="+105"/>
        <source>%1: expected an object of token ids</source>
        <translation>%1：应为词元 id 的对象</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+5"/>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="-102"/>
        <location line="+107"/>
        <source>%1: token &quot;%2&quot; has an id outside 0..%3</source>
        <translation>%1：词元“%2”的 id 超出 0..%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: tokens &quot;%2&quot; and &quot;%3&quot; have the same id %4</source>
        <translation>%1：词元“%2”和“%3”的编号相同，都是 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: token &quot;%2&quot; is listed twice</source>
        <translation>%1：词元“%2”出现了两次</translation>
    </message>
    <message>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+17"/>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="-93"/>
        <source>%1: line %2 is not a pair &quot;a b&quot;</source>
        <translation>%1：第 %2 行不是一对“a b”</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../core/models/language/sentencepiece_bpe.cpp" line="+57"/>
        <source>token &quot;%1&quot; is missing from the vocabulary</source>
        <translation>词表中缺少词元“%1”</translation>
    </message>
    <message>
        <location filename="../../core/text/normalize.cpp" line="+46"/>
        <location line="+17"/>
        <location line="+18"/>
        <source>the text could not be normalised</source>
        <translation>无法规范化该文本</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/wordpiece.cpp" line="+58"/>
        <source>%1: the vocabulary is empty</source>
        <translation>%1：词表为空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: token &quot;%2&quot; appears twice</source>
        <translation>%1：词元“%2”出现了两次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the vocabulary has no unknown token &quot;%2&quot;</source>
        <translation>%1：词表中没有未知词元“%2”</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: more than 10000000 tokens</source>
        <translation>%1：词元超过 10000000 个</translation>
    </message>
    <message>
        <location line="+76"/>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+24"/>
        <location filename="../../core/models/language/fairseq_pieces.cpp" line="+66"/>
        <location filename="../../core/models/language/language_model.cpp" line="-100"/>
        <location filename="../../core/models/language/sentencepiece_bpe.cpp" line="+22"/>
        <source>token id %1 is outside the vocabulary of %2</source>
        <translation>词元 id %1 超出 %2 个词的词表</translation>
    </message>
    <message>
        <location filename="../../core/models/language/language_model.cpp" line="-118"/>
        <source>%1: the tokenizer has %2 tokens but the model only %3</source>
        <translation>%1：分词器有 %2 个词元，而模型只有 %3 个</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1: no tokenizer (expected tokenizer.json, vocab.json + merges.txt, vocab.txt, or tokenizer_config.json naming the bytes tokenizer)</source>
        <translation>%1：没有分词器（应有 tokenizer.json、vocab.json + merges.txt、vocab.txt，或指明字节分词器的 tokenizer_config.json）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: no tokenizer files (tokenizer.json, vocab.json + merges.txt or vocab.txt) for the tokenizer_config.json&apos;s tokenizer_class &quot;%2&quot;</source>
        <translation>%1：没有分词器文件（tokenizer.json、vocab.json + merges.txt 或 vocab.txt）来对应 tokenizer_config.json 中的 tokenizer_class“%2”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the tokenizer has no %1 token</source>
        <translation>分词器没有 %1 词元</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>a sentence pair needs an encoder (BERT family)</source>
        <translation>句子对需要编码器（BERT 系列）</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 tokens</source>
        <translation>%1 个词元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shorten the text</source>
        <translation>请缩短文本</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>attention on demand is for decoders (GPT-2, Llama and the other families that write text), not for an encoder</source>
        <translation>按需注意力适用于解码器（GPT-2、Llama 及其他生成文本的模型族），不适用于编码器</translation>
    </message>
    <message>
        <location filename="../../core/models/language/generation.cpp" line="+13"/>
        <location filename="../../core/models/language/language_model.cpp" line="-6"/>
        <location line="+14"/>
        <source>an encoder (BERT family) does not continue a text</source>
        <translation>编码器（BERT 系列）不会续写文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no text to continue</source>
        <translation>没有可续写的文本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of new tokens must be from 1 to %1, not %2</source>
        <translation>新词元数必须在 1 到 %1 之间，而不是 %2</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator.cpp" line="+18"/>
        <source>%1 has %2 bytes; a translator reads at most %3</source>
        <translation>%1 有 %2 字节；翻译器最多读取 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is empty: type a sentence to translate</source>
        <translation>%1 为空：请输入要翻译的句子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 words; this translator reads at most %3 (split the text into sentences)</source>
        <translation>%1 有 %2 个词；该翻译器最多读取 %3 个（请把文本拆成句子）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a translator needs a model</source>
        <translation>翻译器需要一个模型</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_loading.cpp" line="-41"/>
        <source>%1: &quot;%2&quot; is missing</source>
        <translation>%1：缺少“%2”</translation>
    </message>
    <message>
        <location filename="../../core/models/common/config_reader.cpp" line="+16"/>
        <location filename="../../core/models/translator/translator_loading.cpp" line="+3"/>
        <source>%1: &quot;%2&quot; must be a whole number from %3 to %4</source>
        <translation>%1：“%2”必须是 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../core/models/common/rope_parameters.cpp" line="+74"/>
        <source>%1: &quot;%2&quot; must be a positive number</source>
        <translation>%1：“%2”必须是正数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;%2&quot; must be true or false</source>
        <translation>%1：“%2”必须是 true 或 false</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_loading.cpp" line="+41"/>
        <source>%1: &quot;model_type&quot; is missing</source>
        <translation>%1：缺少“model_type”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: model_type &quot;%2&quot; is not a translator (expected &quot;bahdanau-gru&quot;, &quot;transformer-seq2seq&quot; or &quot;marian&quot;)</source>
        <translation>%1：model_type“%2”不是翻译器（应为“bahdanau-gru”“transformer-seq2seq”或“marian”）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: &quot;hidden_dim&quot; %2 must be even (half per encoder direction)</source>
        <translation>%1：“hidden_dim” %2 必须为偶数（编码器每个方向各一半）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;layer_norm_eps&quot; must be a number between 0 and 1</source>
        <translation>%1：“layer_norm_eps”必须是 0 到 1 之间的数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: only &quot;norm&quot;: &quot;post&quot; (LayerNorm after each residual addition) is supported</source>
        <translation>%1：只支持“norm”: “post”（每次残差相加之后做 LayerNorm）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: only &quot;activation&quot;: &quot;relu&quot; is supported</source>
        <translation>%1：只支持“activation”: “relu”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: d_model %2 is not divisible by heads %3</source>
        <translation>%1：d_model %2 不能被头数 %3 整除</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: max_source_words + 1 and max_target_words must not exceed max_positions %2</source>
        <translation>%1：max_source_words + 1 和 max_target_words 不得超过 max_positions %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1/source_vocab.json has %2 words but config.json says source_vocab_size %3</source>
        <translation>%1/source_vocab.json 有 %2 个词，但 config.json 中 source_vocab_size 为 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1/target_vocab.json has %2 words but config.json says target_vocab_size %3</source>
        <translation>%1/target_vocab.json 有 %2 个词，但 config.json 中 target_vocab_size 为 %3</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_vocab.cpp" line="-33"/>
        <source>%1: a vocabulary needs at least the 4 special words, got %2 words</source>
        <translation>%1：词表至少需要 4 个特殊词，实际为 %2 个词</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 words is more than the 1000000 allowed</source>
        <translation>%1：%2 个词超过允许的 1000000 个</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: word %2 must be &quot;%3&quot;, got &quot;%4&quot;</source>
        <translation>%1：第 %2 个词必须为“%3”，实际为“%4”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: word %2 is empty</source>
        <translation>%1：第 %2 个词为空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: word &quot;%2&quot; appears twice (ids %3 and %4)</source>
        <translation>%1：词“%2”出现了两次（id %3 和 %4）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: entry %2 is not a string</source>
        <translation>%1：第 %2 个元素不是字符串</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: expected a JSON object mapping each piece to its id</source>
        <translation>%1：应为把每个片段映射到其 id 的 JSON 对象</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;%2&quot; must map to an id of its own from 0 to %3</source>
        <translation>%1：“%2”必须映射到一个专属的 id，范围为 0 到 %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;&lt;unk&gt;&quot; is missing</source>
        <translation>%1：缺少“&lt;unk&gt;”</translation>
    </message>
    <message>
        <location filename="../../core/positional/pe_similarity.cpp" line="+13"/>
        <source>positional encoding</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>need at least one offset, got %1</source>
        <translation>至少需要一个偏移，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>similarity by offset needs sine-cosine pairs: d must be even, got %1</source>
        <translation>按偏移的相似度需要正弦-余弦对：d 必须为偶数，实际为 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>bits must be 1 to 30, got %1</source>
        <translation>位数必须为 1 到 30，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bits count %2 positions, not %3</source>
        <translation>%1 位可数出 %2 个位置，而不是 %3</translation>
    </message>
    <message>
        <location filename="../../core/positional/positional.cpp" line="+16"/>
        <location filename="../../core/positional/rope.cpp" line="+50"/>
        <location line="+10"/>
        <source>number of positions must be at least 1, got %1</source>
        <translation>位置数至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encoding dimension must be at least 1, got %1</source>
        <translation>编码维度至少为 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>encoding base must be a number above 1, got %1</source>
        <translation>编码的底数必须是大于 1 的数，实际为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the offset rotation needs an even dimension: with d = %1 the last sine column has no cosine partner</source>
        <translation>偏移旋转需要偶数维度：d = %1 时最后一个正弦列没有对应的余弦列</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>positions %1 and %2 must both be among the %3 of P %4</source>
        <translation>位置 %1 和 %2 都必须在 P %4 的 %3 个位置之内</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P %1 needs %2 frequencies, got %3</source>
        <translation>P %1 需要 %2 个频率，实际为 %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pair %1 does not exist in P %2</source>
        <translation>P %2 中不存在第 %1 对</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>offset %1 leaves no pair of the %2 positions to compare</source>
        <translation>偏移 %1 使 %2 个位置中没有可比较的对</translation>
    </message>
    <message>
        <location filename="../../core/positional/rope.cpp" line="-42"/>
        <source>rotary encoding rotates pairs of dimensions: d must be even and at least 2, got %1</source>
        <translation>旋转位置编码旋转成对的维度：d 必须为偶数且至少为 2，实际为 %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>rotary input</source>
        <translation>旋转位置编码的输入</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+10"/>
        <source>query dim %1 does not match key dim %2</source>
        <translation>查询维度 %1 与键维度 %2 不符</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rotary positions need d/2 = %1 finite frequencies, got %2</source>
        <translation>旋转位置需要 d/2 = %1 个有限频率，实际为 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>diagonal means need a non-empty square matrix, got %1</source>
        <translation>对角线均值需要非空方阵，实际为 %1</translation>
    </message>
    <message>
        <location filename="../../core/text/onehot.cpp" line="+33"/>
        <source>one-hot embedding needs at least one token, got an empty text</source>
        <translation>独热嵌入至少需要一个词元，但文本为空</translation>
    </message>
    <message>
        <location filename="../../core/text/text_segments.cpp" line="+57"/>
        <source>cannot split the text: ICU&apos;s break iterator is unavailable (%1)</source>
        <translation>无法切分文本：ICU 的断词迭代器不可用（%1）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the text is too long to split: %1 bytes</source>
        <translation>文本太长，无法切分：%1 字节</translation>
    </message>
    <message>
        <location filename="../../core/text/token_embedding.cpp" line="+23"/>
        <source>the embedding size must be at least 1, not %1</source>
        <translation>嵌入大小至少为 1，而不是 %1</translation>
    </message>
    <message>
        <location filename="../../core/base/check.h" line="+70"/>
        <source>%1 %2 has a non-finite value %3 at row %4, column %5</source>
        <translation>%1 %2 在第 %4 行第 %5 列有非有限值 %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is empty %2: at least one token and one dimension needed</source>
        <translation>%1 为空 %2：至少需要一个词元和一个维度</translation>
    </message>
    <message>
        <location filename="../../core/attention/rotary.cpp" line="+12"/>
        <source>rotary positions need an even head size, got %1</source>
        <translation>旋转位置编码需要偶数的头大小，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rotary base must be a number above 1, got %1</source>
        <translation>旋转编码的底数必须大于 1，实际为 %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>rotary positions: %1 from position %2 is not up to %3 positions of %4 heads of %5 or more values</source>
        <translation>旋转位置编码：从位置 %2 起的 %1 不是最多 %3 个位置、%4 个大小至少为 %5 的头</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>rotary scores need a query and a key of %1 or more values, got %2 and %3</source>
        <translation>旋转得分需要至少 %1 维的查询和键，实际为 %2 和 %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a score needs a query and a key of one size, got %1 and %2</source>
        <translation>分数需要大小相同的查询和键，得到的是 %1 和 %2</translation>
    </message>
    <message>
        <location filename="../../core/models/common/rope_parameters.cpp" line="-40"/>
        <source>%1: &quot;rope_scaling&quot; must be an object or null</source>
        <translation>%1：“rope_scaling”必须是对象或 null</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;rope_parameters&quot; must be an object</source>
        <translation>%1：“rope_parameters”必须是对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: &quot;rope_parameters&quot; has no object for layer type &quot;%2&quot;</source>
        <translation>%1：“rope_parameters”中没有层类型“%2”的对象</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: &quot;%2&quot; must be a list of numbers</source>
        <translation>%1：“%2”必须是数字列表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; must be a list of positive numbers</source>
        <translation>%1：“%2”必须是正数列表</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: &quot;%2&quot; is not a rope setting this program knows; it would change the positions, so the model is not opened</source>
        <translation>%1：“%2”不是本程序已知的 rope 设置；它会改变位置，因此不打开该模型</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: rope_type &quot;%2&quot; is not supported (default, linear, dynamic, yarn, longrope and llama3 are)</source>
        <translation>%1：不支持 rope_type“%2”（支持 default、linear、dynamic、yarn、longrope 和 llama3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;rope_theta&quot; must be a number above 1</source>
        <translation>%1：“rope_theta”必须是大于 1 的数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;partial_rotary_factor&quot; must be in (0, 1]</source>
        <translation>%1：“partial_rotary_factor”必须在 (0, 1] 内</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: llama3 rope needs 0 &lt; low_freq_factor &lt; high_freq_factor</source>
        <translation>%1：llama3 rope 需要 0 &lt; low_freq_factor &lt; high_freq_factor</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;truncate&quot; must be true or false</source>
        <translation>%1：“truncate”必须是 true 或 false</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>rotary positions need an even number of values per head, got %1 of %2</source>
        <translation>旋转位置编码需要每个头使用偶数个值，实际为 %2 个中的 %1 个</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>longrope needs %1 factors (one per rotated pair), got %2</source>
        <translation>longrope 需要 %1 个因子（每个旋转对一个），实际为 %2</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/decoder_config.cpp" line="+23"/>
        <source>%1: &quot;layer_types&quot; must list one type for each of the %2 layers</source>
        <translation>%1：“layer_types”必须为 %2 层中的每一层列出一个类型</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: layer type %2 is not sliding_attention or full_attention</source>
        <translation>%1：层类型 %2 既不是 sliding_attention 也不是 full_attention</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1: &quot;no_rope_layers&quot; must have one entry for each of the %2 layers</source>
        <translation>%1：“no_rope_layers”必须为 %2 层中的每一层各给出一个元素</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;no_rope_layers&quot; entries must be 0 or 1</source>
        <translation>%1：“no_rope_layers”的元素必须是 0 或 1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1: %2 attention heads do not share %3 key/value heads evenly</source>
        <translation>%1：%2 个注意力头无法平均共享 %3 个键/值头</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 %3 is not divisible by %4 heads</source>
        <translation>%1：%2 %3 不能被 %4 个头整除</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: &quot;partial_rotary_factor&quot; is not applied to a &quot;%2&quot; model, so the model is not opened</source>
        <translation>%1：本程序不对“%2”模型应用“partial_rotary_factor”，因此不打开该模型</translation>
    </message>
    <message>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="-102"/>
        <location line="+134"/>
        <source>%1: the pre-tokenizer is not one this program knows (byte-level with GPT-2&apos;s, SmolLM2&apos;s, Llama 3&apos;s or Qwen2&apos;s split)</source>
        <translation>%1：本程序不认识这种预分词器（认识的是采用 GPT-2、SmolLM2、Llama 3 或 Qwen2 切分方式的字节级预分词器）</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>%1: the tokenizer has no %2 token</source>
        <translation>%1：分词器没有 %2 词元</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: added token &quot;%2&quot; has id %3, not a whole number from 0 to %4</source>
        <translation>%1：添加的词元“%2”的编号为 %3，不是 0 到 %4 之间的整数</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1: &quot;%2&quot; is not supported</source>
        <translation>%1：不支持“%2”</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: &quot;%2&quot; is not supported (BertNormalizer is)</source>
        <translation>%1：不支持“%2”（支持 BertNormalizer）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1: tokenizer model &quot;%2&quot; is not supported (BPE and WordPiece are)</source>
        <translation>%1：不支持分词器模型“%2”（支持 BPE 和 WordPiece）</translation>
    </message>
    <message>
        <location filename="../../core/attention/head_metrics.cpp" line="+15"/>
        <source>head metrics need square weights of at least 2 tokens and one delimiter flag per token, got %1 and %2 flags</source>
        <translation>头指标需要至少 2 个词元的方阵权重，且每个词元一个分隔符标记，实际为 %1 和 %2 个标记</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>an induction score needs weights of 2 x %1 + %2 tokens, got %3</source>
        <translation>归纳得分需要 2 × %1 + %2 个词元的权重，实际为 %3</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>there is no attention to sum up by distance</source>
        <translation>没有可按距离汇总的注意力</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>heads of different shapes: %1 and %2</source>
        <translation>各头形状不同：%1 和 %2</translation>
    </message>
    <message>
        <location filename="../../core/attention/patch_maps.cpp" line="+18"/>
        <source>attention %1 does not cover %2 prefix tokens and %3 x %4 patches</source>
        <translation>注意力 %1 不覆盖 %2 个前缀词元和 %3 x %4 个图块</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>token %1 does not exist: there are %2</source>
        <translation>词元 %1 不存在：共有 %2 个</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the share of attention to keep must be in (0, 1], got %1</source>
        <translation>保留的注意力份额必须在 (0, 1] 内，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a patch map must hold finite weights of at least 0</source>
        <translation>图块图必须是不小于 0 的有限权重</translation>
    </message>
    <message>
        <location filename="../../core/models/vit/vit.cpp" line="+63"/>
        <source>%1 x %2 patches</source>
        <translation>%1 x %2 个图块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a smaller picture</source>
        <translation>请选择更小的图片</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>pixels of %1 x %2 are not a grid of %3 x %4 patches of %5</source>
        <translation>%1 x %2 像素不是 %3 x %4 个边长 %5 的图块网格</translation>
    </message>
    <message>
        <location filename="../../core/models/vit/vit_load.cpp" line="+30"/>
        <source>%1: &quot;mlp_ratio&quot; is too large</source>
        <translation>%1：“mlp_ratio”过大</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;use_swiglu_ffn&quot; true (DINOv2 giant&apos;s SwiGLU MLP) is not supported</source>
        <translation>%1：不支持“use_swiglu_ffn”为 true（DINOv2 giant 的 SwiGLU MLP）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: hidden_size %2 does not split into %3 heads</source>
        <translation>%1：hidden_size %2 不能分成 %3 个头</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: image_size %2 is not a whole number of %3-pixel patches</source>
        <translation>%1：image_size %2 不是 %3 像素图块的整数倍</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: qkv_bias false is not supported</source>
        <translation>%1：不支持 qkv_bias false</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: id2label must map 0 .. %2 to names</source>
        <translation>%1：id2label 必须把 0 .. %2 映射到名称</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: &quot;%2&quot; must give a height and a width (or a shortest edge) of 1 to %3 pixels</source>
        <translation>%1：“%2”必须给出 1 到 %3 像素的高度和宽度（或最短边）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: &quot;resample&quot; must be one of Pillow&apos;s filters, 0 to 5</source>
        <translation>%1：“resample”必须是 Pillow 的滤波器之一，0 到 5</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+4"/>
        <source>%1: &quot;%2&quot; must be three numbers</source>
        <translation>%1：“%2” 必须是三个数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: image_std must be above 0</source>
        <translation>%1：image_std 必须大于 0</translation>
    </message>
    <message>
        <location filename="../../core/models/vit/vit_pixels.cpp" line="+93"/>
        <source>a photo of %1x%2 pixels would be resized to a side of %3 pixels; at most %4 are accepted</source>
        <translation>%1x%2 像素的照片将被缩放到边长 %3 像素；最多接受 %4 像素</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 position embeddings after the first %2 do not form a square grid</source>
        <translation>前 %2 个之后的 %1 个位置嵌入不构成正方形网格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a grid of %1 x %2 patches is empty</source>
        <translation>%1 x %2 的图块网格为空</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the longer side must be %1 to %2 pixels, not %3</source>
        <translation>长边必须为 %1 到 %2 像素，而不是 %3</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention_budget.cpp" line="+14"/>
        <source>every head&apos;s attention over %1 would take %2 GB, more than the %3 GB allowed: %4</source>
        <translation>所有头在 %1 上的注意力将占用 %2 GB，超过允许的 %3 GB：%4</translation>
    </message>
    <message>
        <location filename="../../core/models/common/activation.cpp" line="+16"/>
        <source>%1: %2 &quot;%3&quot; is not supported (silu, gelu, gelu_pytorch_tanh, gelu_new and relu are)</source>
        <translation>%1：不支持 %2“%3”（支持 silu、gelu、gelu_pytorch_tanh、gelu_new 和 relu）</translation>
    </message>
    <message>
        <location filename="../../core/models/common/config_keys.cpp" line="+174"/>
        <source>%1: &quot;%2&quot; is a setting this program does not apply to a &quot;%3&quot; model; it could change the numbers, so the model is not opened</source>
        <translation>%1：“%2”是本程序不会对“%3”模型应用的设置；它可能改变数值，因此不打开该模型</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/decoder_load.cpp" line="+77"/>
        <source>a fused query_key_value needs as many key/value heads as query heads, got %1 and %2</source>
        <translation>融合的 query_key_value 要求键/值头与查询头数量相同，实际为 %1 和 %2</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/marian_translator.cpp" line="+178"/>
        <source>%1: &quot;%2&quot; and &quot;%3&quot; differ; the Translator tab shows one number for both</source>
        <translation>%1：“%2”和“%3”不同；“翻译器”选项卡只为两者显示一个数</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: &quot;%2&quot; true is not Marian&apos;s layout</source>
        <translation>%1：“%2”为 true 不符合 Marian 的结构</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: learned positions are not Marian&apos;s layout</source>
        <translation>%1：学习得到的位置不符合 Marian 的结构</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: d_model %2 is not divisible by %3 heads</source>
        <translation>%1：d_model %2 不能被 %3 个头整除</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: separate source and target vocabularies are not supported</source>
        <translation>%1：不支持源语言和目标语言使用各自的词表</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: separate vocabularies are not supported</source>
        <translation>%1：不支持分开的词表</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1/vocab.json has %2 pieces but config.json says vocab_size %3</source>
        <translation>%1/vocab.json 有 %2 个片段，但 config.json 中 vocab_size 为 %3</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_tokenizer.cpp" line="+34"/>
        <source>%1 is missing (a Marian translator needs its SentencePiece models)</source>
        <translation>缺少 %1（Marian 翻译器需要其 SentencePiece 模型）</translation>
    </message>
    <message>
        <location filename="../../core/models/common/sentencepiece_model.cpp" line="+17"/>
        <source>%1 is not a SentencePiece model: %2</source>
        <translation>%1 不是 SentencePiece 模型：%2</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_tokenizer.cpp" line="+26"/>
        <source>the translation&apos;s pieces do not decode: %1</source>
        <translation>译文的片段无法解码：%1</translation>
    </message>
    <message>
        <location filename="../../core/models/language/fairseq_pieces.cpp" line="-21"/>
        <location filename="../../core/models/translator/translator_tokenizer.cpp" line="+28"/>
        <source>the text cannot be split into pieces: %1</source>
        <translation>无法将文本切分为片段：%1</translation>
    </message>
    <message>
        <location filename="../../core/lessons/claim.cpp" line="+41"/>
        <source>there is no %1 %2: the figure has %3</source>
        <translation>没有第 %2 %1：图中共有 %3 个</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no %1 is labelled «%2»</source>
        <translation>没有标为“%2”的%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 are labelled «%3»: name it by its number</source>
        <translation>有 %1 个%2标为“%3”：请用编号指明</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+24"/>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+24"/>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>row %1: largest %2 at %3</source>
        <translation>行 %1：最大值 %2 在 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1: largest %2 at %3, %4 at %5</source>
        <translation>行 %1：最大值 %2 在 %3，%5 处为 %4</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2：%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>row %1: largest %2 at %3, %4 on the diagonal</source>
        <translation>行 %1：最大值 %2 在 %3，对角线上为 %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 rows, %2 columns</source>
        <translation>%1 行，%2 列</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>smallest %1 at %2 → %3, largest %4 at %5 → %6</source>
        <translation>最小值 %1 在 %2 → %3，最大值 %4 在 %5 → %6</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>row %1 sums to %2</source>
        <translation>行 %1 之和为 %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>row %1: entropy %2 of at most %3 nats</source>
        <translation>行 %1：熵为 %2（最大 %3 奈特）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 → %2: %3 above the diagonal</source>
        <translation>%1 → %2：对角线上方为 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every entry above the diagonal is 0</source>
        <translation>对角线上方的元素都为 0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the figure shows no numbers</source>
        <translation>图中没有数值</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>from %1 to %2</source>
        <translation>在 %1 到 %2 之间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1</source>
        <translation>至多 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every row&apos;s largest entry is on the diagonal</source>
        <translation>每行的最大元素都在对角线上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row %1&apos;s largest entry is at %2</source>
        <translation>行 %1 的最大元素在 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 → %2 is %3</source>
        <translation>%1 → %2 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every entry is %1</source>
        <translation>每个元素%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every row sums to %1</source>
        <translation>每行之和为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every row is within %1 nats of uniform</source>
        <translation>每行与均匀分布相差不超过 %1 奈特</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing above the diagonal (no query sees a later key)</source>
        <translation>对角线上方为零（没有查询能看到后面的键）</translation>
    </message>
    <message>
        <location filename="../../core/models/common/transformer_block.cpp" line="+106"/>
        <source>layer %1: %2</source>
        <translation>第 %1 层，%2 {1:?}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>layer %1: the hidden states leave the float range (infinite or NaN): the model&apos;s weights are too large</source>
        <translation>第 %1 层：隐藏状态超出 float 范围（无穷大或 NaN）：模型的权重过大</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorercompute.cpp" line="+52"/>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1必须在 %2 到 %3 之间，而不是 %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 x %2 tokens x %3 heads are %4 million cells, more than the %5 million the explorer holds; use fewer heads or a shorter text</source>
        <translation>%1 × %2 个词元 × %3 个头共 %4 百万个单元，超过浏览器能容纳的 %5 百万；请减少头数或缩短文本</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Q %1 and K %2 need the same number of columns (the key size d)</source>
        <translation>Q %1 和 K %2 的列数必须相同（键的大小 d）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the model&apos;s tokens need a language model; open a model folder</source>
        <translation>模型的词元需要语言模型；请打开模型文件夹</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the number of heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the head size</source>
        <translation>头的大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the padded length</source>
        <translation>填充后的长度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model&apos;s embeddings need the model&apos;s tokens; choose the model tokenizer</source>
        <translation>模型的嵌入需要模型的词元；请选择模型分词器</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the temperature must be a positive number</source>
        <translation>温度必须是正数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no language model is open; open a model folder in the Language model tab</source>
        <translation>没有打开语言模型；请在“语言模型”标签页打开模型文件夹</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the sentence has no tokens; type a sentence</source>
        <translation>句子没有词元；请输入句子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cross-attention needs a second sentence for the keys and values</source>
        <translation>交叉注意力需要第二个句子作为键和值</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the text has %1 tokens; the explorer shows at most %2</source>
        <translation>文本有 %1 个词元；浏览器最多显示 %2 个</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the embedding size</source>
        <translation>嵌入大小</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>custom matrices form a single head</source>
        <translation>自定义矩阵构成一个头</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/pooling/poolingdocument.cpp" line="+26"/>
        <source>w must be from 0.1 to 100</source>
        <translation>w 必须在 0.1 到 100 之间</translation>
    </message>
    <message>
        <location filename="../../ui/overview/attentioncomputation.cpp" line="+17"/>
        <source>The sentence has no words: type at least one word.</source>
        <translation>句子中没有词：请至少输入一个词。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sentence has %1 words; at most %2 can be shown.</source>
        <translation>句子有 %1 个词；最多只能显示 %2 个。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The number of heads must be between 1 and %1, not %2.</source>
        <translation>头数必须在 1 到 %1 之间，而不是 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The temperature must be a positive number, not %1.</source>
        <translation>温度必须是正数，而不是 %1。</translation>
    </message>
    <message>
        <location filename="../../core/models/language/next_token.cpp" line="+18"/>
        <source>the temperature must be 0 (greedy) or more, not %1</source>
        <translation>温度必须为 0（贪心）或更大，而不是 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top-k must be 1 or more, not %1</source>
        <translation>top-k 必须为 1 或更大，而不是 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top-p must be more than 0 and at most 1, not %1</source>
        <translation>top-p 必须大于 0 且不超过 1，而不是 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there are no logits to choose a token from</source>
        <translation>没有可用于选择词元的 logits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the logits hold NaN: the model&apos;s output is broken</source>
        <translation>logits 中含有 NaN：模型输出已损坏</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>there is no token to sample from</source>
        <translation>没有可供采样的词元</translation>
    </message>
    <message>
        <location filename="../../core/models/common/what_if.cpp" line="+24"/>
        <source>head %1:%2 does not exist: the model has %3 layers of %4 heads</source>
        <translation>头 %1:%2 不存在：模型有 %3 层，每层 %4 个头</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&quot;%1&quot; is not a layer:head pair such as 2:5</source>
        <translation>“%1” 不是“层:头”对，例如 2:5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no head given: write layer:head pairs such as 2:5</source>
        <translation>未给出头：请写“层:头”对，例如 2:5</translation>
    </message>
    <message>
        <location filename="../../core/models/language/logit_lens.cpp" line="+13"/>
        <source>an encoder (BERT family) has no next-token logits to read</source>
        <translation>编码器（BERT 系列）没有可读取的下一个词元 logits</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/long_text.cpp" line="+8"/>
        <location filename="../../core/models/language/score_build.cpp" line="+18"/>
        <source>head %1 does not exist: the model has %2 heads</source>
        <translation>头 %1 不存在：模型有 %2 个头</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>rows %1 to %2 do not lie within the text&apos;s %3 tokens</source>
        <translation>第 %1 到 %2 行不在文本的 %3 个词元之内</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>an overview needs at least one cell, not %1</source>
        <translation>概览至少需要一个单元格，而不是 %1</translation>
    </message>
    <message>
        <location filename="../../core/models/language/score_build.cpp" line="+5"/>
        <source>token %1 does not exist: the text has %2 tokens</source>
        <translation>词元 %1 不存在：文本有 %2 个词元</translation>
    </message>
    <message>
        <location filename="../../core/attention/cached_attention.cpp" line="+22"/>
        <source>a key/value cache serves a decoder&apos;s causal scaled-dot self-attention only, every new row, without mean ablation</source>
        <translation>键/值缓存只用于解码器的因果缩放点积自注意力，针对每个新行，且不能用均值消融</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>new rows %1 do not fit the projections or the cache %2</source>
        <translation>新行 %1 与投影或缓存 %2 不匹配</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/decoder.cpp" line="-90"/>
        <source>there are no tokens to read</source>
        <translation>没有要读取的词元</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens read and %2 more are more than the model&apos;s %3 positions</source>
        <translation>已读 %1 个词元再加 %2 个，超过了模型的 %3 个位置</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionDocument</name>
    <message>
        <location filename="../../ui/overview/attentiondocument.cpp" line="+35"/>
        <source>Could not compute attention: %1</source>
        <translation>无法计算注意力：%1</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionFigure</name>
    <message>
        <location filename="../../ui/overview/attentionfigure.cpp" line="+60"/>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>one-hot self-attention: %1</source>
        <extracomment>%1 is the formula, softmax(x_i · x_j) or softmax(x_i · x_j / T)</extracomment>
        <translation>one-hot 自注意力：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one-hot self-attention</source>
        <translation>one-hot 自注意力</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>h%1</source>
        <extracomment>a very short &quot;head %1&quot;, when the head&apos;s panel is small</extracomment>
        <translation>h%1</translation>
    </message>
</context>
<context>
    <name>attn::ui::BinaryCodeFigure</name>
    <message>
        <location filename="../../ui/positional/encodingfigures.cpp" line="+157"/>
        <source>Binary code of i:
bit b flips every 2ᵇ</source>
        <translation>i 的二进制编码：
第 b 位每 2ᵇ 翻转一次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bit (place value)</source>
        <translation>位（位值）</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+20"/>
        <source>position i</source>
        <translation>位置 i</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+20"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>bit</source>
        <translation>位</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sinusoidal P, same positions:
column 0 turns fastest</source>
        <translation>正弦 P，相同位置：
第 0 列转得最快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column of P</source>
        <translation>P 的列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+19"/>
        <source>value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>attn::ui::BusyHint</name>
    <message>
        <location filename="../../ui/plotkit/busyhint.cpp" line="+12"/>
        <source>Preparing the new picture…</source>
        <translation>正在准备新图片…</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionDocument</name>
    <message>
        <location filename="../../ui/caption/captiondocument.cpp" line="+37"/>
        <source>%1 is larger than 1 MB; a words file lists a caption&apos;s words</source>
        <translation>%1 大于 1 MB；词文件只列出一条描述的词</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 must hold a JSON list of words, e.g. [&quot;a&quot;, &quot;red&quot;, &quot;circle&quot;]</source>
        <translation>%1 必须包含一个 JSON 词列表，例如 [&quot;a&quot;, &quot;red&quot;, &quot;circle&quot;]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: every entry of the list must be a string</source>
        <translation>%1：列表中的每一项都必须是字符串</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 lists no words</source>
        <translation>%1 没有列出任何词</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no captioner is loaded (File ▸ Open model…)</source>
        <translation>未加载描述模型（文件 ▸ 打开模型…）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no picture to caption</source>
        <translation>没有可描述的图片</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the typed caption has no words</source>
        <translation>输入的描述没有词</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The captioner wrote no words for this scene; shown is the model reading the scene&apos;s own caption.</source>
        <translation>描述模型没有为此场景写出任何词；显示的是模型读取场景自带描述的结果。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The captioner wrote no words for this picture.</source>
        <translation>描述模型没有为此图片写出任何词。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This picture does not look like the shape scenes the captioner was trained on; its caption and attention say little about it.</source>
        <translation>此图片不像描述模型训练时所用的形状场景；它的描述和注意力对此图片说明不了多少。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This scene breaks a rule of the training scenes (%1); the caption may be wrong.</source>
        <translation>此场景违反了训练场景的一条规则（%1）；描述可能有误。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a scene has one to three shapes</source>
        <translation>一个场景有一到三个形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>there is no shape %1 to move</source>
        <translation>没有可移动的形状 %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>there are no maps to save: open a captioner and a picture</source>
        <translation>没有可保存的注意力图：请打开描述模型和图片</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the typed caption is longer than 2000 characters</source>
        <translation>输入的描述超过 2000 个字符</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 has %n dimensions; expected 3: (words, grid_h, grid_w)</source>
        <translation>
            <numerusform>%1 有 %n 个维度；应为 3：(words, grid_h, grid_w)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has shape (%2, %3, %4); at most %5 words and a %6 x %6 grid</source>
        <translation>%1 的形状为 (%2, %3, %4)；最多 %5 个词和 %6 x %6 的网格</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>open a picture before importing its attention maps</source>
        <translation>导入注意力图之前请先打开一张图片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no maps</source>
        <translation>%1 不含任何图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds %2 maps but the words file lists %3 words; they must match</source>
        <translation>%1 包含 %2 张图，但词文件列出 %3 个词；两者必须一致</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the maps differ in size</source>
        <translation>%1：各图大小不同</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: attention maps must be finite and not negative</source>
        <translation>%1：注意力图必须是有限值且非负</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has a %2 x %3 grid (rows x columns), which does not fit the %4 x %5-pixel picture: a patch must be at least one pixel</source>
        <translation>%1 的网格为 %2 x %3（行 x 列），不适合 %4 x %5 像素的图片：每个图块至少要有一个像素</translation>
    </message>
    <message>
        <location filename="../../ui/caption/captionframes.cpp" line="+14"/>
        <source>there is no caption to play</source>
        <translation>没有可播放的描述</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionGridFigure</name>
    <message>
        <location filename="../../ui/caption/captionfigures.cpp" line="+262"/>
        <source>No caption</source>
        <translation>无描述</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the captioner looks for each word: %1</source>
        <translation>描述模型为每个词所看的位置：%1</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionOverlayFigure</name>
    <message>
        <location line="-164"/>
        <source>No picture</source>
        <translation>无图片</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1”: word %2 of %3</source>
        <translation>“%1”：第 %2 个词，共 %3 个</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · imported maps</source>
        <translation> · 导入的图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · p = %1</source>
        <translation> · p = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · not in the vocabulary, read as &lt;unk&gt;</source>
        <translation> · 不在词表中，读作 &lt;unk&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionPage</name>
    <message>
        <location filename="../../ui/caption/captionpage.cpp" line="+44"/>
        <source>Overlay</source>
        <translation>叠加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All words</source>
        <translation>所有词</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not applied: %1. The view still shows the previous input.</source>
        <translation>未应用：%1。视图仍显示之前的输入。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Captioner</source>
        <translation>描述模型</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open captioner…</source>
        <translation>打开描述模型…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a captioner folder</source>
        <translation>打开描述模型文件夹</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Picture</source>
        <translation>图片</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random scene</source>
        <translation>随机场景</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seed </source>
        <translation>种子 </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open image…</source>
        <translation>打开图像…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import attention maps…</source>
        <translation>导入注意力图…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A .npy of shape (words, grid_h, grid_w) from your own captioner and a words file (.json list or .txt, one word a line)</source>
        <translation>来自你自己的描述模型、形状为 (words, grid_h, grid_w) 的 .npy，以及词文件（.json 列表或 .txt，每行一个词）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the captioner&apos;s maps</source>
        <translation>返回描述模型的注意力图</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Caption</source>
        <translation>描述</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>type a caption for the model to read</source>
        <translation>输入一条描述让模型读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter: the model reads this caption (teacher forcing) and shows where it looks for each word. Empty: its own caption.</source>
        <translation>Enter：模型读取此描述（教师强制），并显示它为每个词所看的位置。留空：使用它自己的描述。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous word (Left)</source>
        <translation>上一个词（左方向键）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next word (Right)</source>
        <translation>下一个词（右方向键）</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+198"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="-185"/>
        <source> s per word</source>
        <translation> 秒/词</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export frames…</source>
        <translation>导出帧…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One PNG per word, frame-001.png, ..., for slides or a video</source>
        <translation>每个词一张 PNG，frame-001.png, ...，用于幻灯片或视频</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drawing</source>
        <translation>绘制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smooth (upsampled)</source>
        <translation>平滑（上采样）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patch grid</source>
        <translation>图块网格</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Opacity</source>
        <translation>不透明度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours</source>
        <translation>颜色</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>circle</source>
        <translation>圆形</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>square</source>
        <translation>正方形</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>triangle</source>
        <translation>三角形</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit the scene</source>
        <translation>编辑场景</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>small</source>
        <translation>小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>large</source>
        <translation>大</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shapes</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left–right</source>
        <translation>左–右</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top–bottom</source>
        <translation>上–下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or click the picture to move the shape there.</source>
        <translation>或单击图片，把形状移到那里。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No captioner loaded</source>
        <translation>未加载描述模型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Imported maps for: %1</source>
        <translation>导入的图对应：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model reads: %1</source>
        <translation>模型读取：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model says: %1</source>
        <translation>模型输出：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 %3</source>
        <comment>number: colour shape</comment>
        <translation>%1：%2%3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Open a picture</source>
        <translation>打开图片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.gif);;All files (*)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.bmp *.gif);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Attention maps (words, grid_h, grid_w)</source>
        <translation>注意力图 (words, grid_h, grid_w)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NumPy arrays (*.npy)</source>
        <translation>NumPy 数组 (*.npy)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The words of the maps</source>
        <translation>这些图对应的词</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Words (*.json *.txt);;All files (*)</source>
        <translation>词 (*.json *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported %1 maps from %2</source>
        <translation>已从 %2 导入 %1 张图</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder for the frames</source>
        <translation>帧的文件夹</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Wrote %n frames to %1</source>
        <translation>
            <numerusform>已将 %n 帧写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames not written: %1</source>
        <translation>帧未写入：%1</translation>
    </message>
    <message>
        <location filename="../../ui/caption/captionlesson.cpp" line="+50"/>
        <source>the Captions tab has no view “%1” (known: %2)</source>
        <translation>“图像描述”选项卡没有视图“%1”（已知：%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>“word” must be from 1 to the caption&apos;s %n words, not %1</source>
        <translation>
            <numerusform>“word” 必须在 1 到描述的 %n 个词之间，而不是 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::ui::CostDemo</name>
    <message>
        <location filename="../../ui/lectures/cost/costdemo.cpp" line="+33"/>
        <source>Measuring on this machine…</source>
        <translation>正在本机上测量…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>model width &amp;d:</source>
        <translation>模型宽度(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>longest &amp;n:</source>
        <translation>最长(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel &amp;k:</source>
        <translation>卷积核(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>&amp;Measure</source>
        <translation>测量(&amp;M)</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Time each layer at n = 16, 32, … on this machine</source>
        <translation>在本机上测量 n = 16, 32, … 时每一层的用时</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m timed</source>
        <translation>已测 %v / %m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;b&gt;Cost of a layer&lt;/b&gt; over n tokens of width d (Vaswani et al., 2017, table 1)&lt;/p&gt;&lt;table border=1 cellspacing=0 cellpadding=3&gt;&lt;tr&gt;&lt;th&gt;layer&lt;/th&gt;&lt;th&gt;cost&lt;/th&gt;&lt;th&gt;steps&lt;/th&gt;&lt;th&gt;path&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;attention&lt;/td&gt;&lt;td&gt;O(n²·d)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;recurrent&lt;/td&gt;&lt;td&gt;O(n·d²)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;convolution&lt;/td&gt;&lt;td&gt;O(k·n·d²)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(n/k)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;cost&lt;/b&gt;: computation per layer; &lt;b&gt;steps&lt;/b&gt;: sequential operations; &lt;b&gt;path&lt;/b&gt;: maximum path length.&lt;/p&gt;&lt;p&gt;Self-attention: Q = XW&lt;sub&gt;Q&lt;/sub&gt;, K = XW&lt;sub&gt;K&lt;/sub&gt;, V = XW&lt;sub&gt;V&lt;/sub&gt;, softmax(QKᵀ/√d)·V·W&lt;sub&gt;O&lt;/sub&gt;; the n×n scores cost n²d.&lt;br&gt;Recurrent: h&lt;sub&gt;t&lt;/sub&gt; = tanh(W x&lt;sub&gt;t&lt;/sub&gt; + U h&lt;sub&gt;t−1&lt;/sub&gt; + b): n steps one after another, each d².&lt;br&gt;Convolution: y&lt;sub&gt;t&lt;/sub&gt; = b + Σ&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;m&lt;/sub&gt; x&lt;sub&gt;t+m−⌊(k−1)/2⌋&lt;/sub&gt; (same padding): k products of d² per token.&lt;/p&gt;&lt;p&gt;Maximum path length: layers a signal crosses between two tokens (O(log&lt;sub&gt;k&lt;/sub&gt; n) for dilated convolutions). Attention is cheaper than a recurrent layer while n &amp;lt; d, and any two tokens are one step apart.&lt;/p&gt;</source>
        <translation>&lt;p&gt;n 个宽度为 d 的词元上&lt;b&gt;一层的开销&lt;/b&gt;（Vaswani et al., 2017，表 1）&lt;/p&gt;&lt;table border=1 cellspacing=0 cellpadding=3&gt;&lt;tr&gt;&lt;th&gt;层&lt;/th&gt;&lt;th&gt;开销&lt;/th&gt;&lt;th&gt;步数&lt;/th&gt;&lt;th&gt;路径&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;注意力&lt;/td&gt;&lt;td&gt;O(n²·d)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;循环&lt;/td&gt;&lt;td&gt;O(n·d²)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;卷积&lt;/td&gt;&lt;td&gt;O(k·n·d²)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(n/k)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;开销&lt;/b&gt;：每层的计算量；&lt;b&gt;步数&lt;/b&gt;：顺序操作数；&lt;b&gt;路径&lt;/b&gt;：最大路径长度。&lt;/p&gt;&lt;p&gt;自注意力：Q = XW&lt;sub&gt;Q&lt;/sub&gt;，K = XW&lt;sub&gt;K&lt;/sub&gt;，V = XW&lt;sub&gt;V&lt;/sub&gt;，softmax(QKᵀ/√d)·V·W&lt;sub&gt;O&lt;/sub&gt;；n×n 的分数开销为 n²d。&lt;br&gt;循环：h&lt;sub&gt;t&lt;/sub&gt; = tanh(W x&lt;sub&gt;t&lt;/sub&gt; + U h&lt;sub&gt;t−1&lt;/sub&gt; + b)：n 步依次进行，每步 d²。&lt;br&gt;卷积：y&lt;sub&gt;t&lt;/sub&gt; = b + Σ&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;m&lt;/sub&gt; x&lt;sub&gt;t+m−⌊(k−1)/2⌋&lt;/sub&gt;（same 填充）：每个词元 k 次 d² 的乘积。&lt;/p&gt;&lt;p&gt;最大路径长度：信号在两个词元之间穿过的层数（空洞卷积为 O(log&lt;sub&gt;k&lt;/sub&gt; n)）。当 n &amp;lt; d 时，注意力比循环层更便宜，且任意两个词元之间只隔一步。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&lt;p&gt;&lt;b&gt;Measured&lt;/b&gt; at d = %1, k = %2, n = %3 … %4, the shortest of %5 rounds, in CPU time of the measuring thread. Log–log slopes over the %6 largest n; the laws predict 2, 1, 1:&lt;/p&gt;&lt;p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;实测&lt;/b&gt;：d = %1，k = %2，n = %3 … %4，取 %5 轮中最短者，以测量线程的 CPU 时间计。在最大的 %6 个 n 上拟合双对数斜率；定律预测为 2、1、1：&lt;/p&gt;&lt;p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: not measured yet&lt;br&gt;</source>
        <translation>%1：尚未测量&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: slope &lt;b&gt;%2&lt;/b&gt; for n ≥ %3 (its operation count: %4), %5 at n = %6&lt;br&gt;</source>
        <translation>%1：n ≥ %3 时斜率为 &lt;b&gt;%2&lt;/b&gt;（其运算量：%4），n = %6 时为 %5&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;/p&gt;&lt;p&gt;Self-attention as built also projects X to Q, K, V and the output: 4nd² besides the law&apos;s 2n²d, so its slope rises from 1 towards 2 as n passes 2d = %1.</source>
        <translation>&lt;/p&gt;&lt;p&gt;实际实现的自注意力还要把 X 投影为 Q、K、V 并投影输出：除定律中的 2n²d 外还有 4nd²，因此当 n 超过 2d = %1 时，其斜率从 1 升向 2。</translation>
    </message>
</context>
<context>
    <name>attn::ui::CostDocument</name>
    <message>
        <location filename="../../ui/lectures/cost/costdocument.cpp" line="+87"/>
        <source>Measuring stopped: %1</source>
        <translation>测量已停止：%1</translation>
    </message>
</context>
<context>
    <name>attn::ui::CostFigure</name>
    <message>
        <location filename="../../ui/lectures/cost/costfigure.cpp" line="+28"/>
        <source>self-attention</source>
        <translation>自注意力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recurrent (Elman RNN)</source>
        <translation>循环（Elman RNN）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>convolution (k = %1)</source>
        <translation>卷积（k = %1）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 µs</source>
        <translation>%1 微秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Self-attention costs 4nd² (projections) + 2n²d (scores, weighted sum): the n²d term leads once n &gt; 2d = %1.</source>
        <translation>自注意力的开销为 4nd²（投影）+ 2n²d（分数、加权和）：一旦 n &gt; 2d = %1，n²d 项占主导。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slopes are fitted over n = %1–%2. Self-attention costs 4nd² (projections) + 2n²d (scores, weighted sum): the n²d term leads once n &gt; 2d = %3, so its slope nears the law&apos;s 2 only at large n (over these n, 4nd² + 2n²d itself has slope %4).</source>
        <translation>斜率在 n = %1–%2 上拟合。自注意力的开销为 4nd²（投影）+ 2n²d（分数、加权和）：一旦 n &gt; 2d = %3，n²d 项占主导，因此只有在 n 很大时其斜率才接近定律的 2（在这些 n 上，4nd² + 2n²d 本身的斜率为 %4）。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>sequence length n</source>
        <translation>序列长度 n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds per forward pass</source>
        <translation>每次前向传播的秒数</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1: slope %2</source>
        <translation>%1：斜率 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>c·(4nd² + 2n²d) fit</source>
        <translation>c·(4nd² + 2n²d) 拟合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>c·%1 fit</source>
        <translation>c·%1 拟合</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>n²d law (slope 2)</source>
        <translation>n²d 定律（斜率 2）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Time of one forward pass, d = %1 (measured: solid; fitted law: dashed)</source>
        <translation>一次前向传播的时间，d = %1（实测：实线；拟合定律：虚线）</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1, n = %2, d = %3: %4 (fit: %5)</source>
        <translation>%1，n = %2，d = %3：%4（拟合：%5）</translation>
    </message>
</context>
<context>
    <name>attn::ui::DictionaryDemo</name>
    <message>
        <location filename="../../ui/lectures/dictionary/dictionarydemo.cpp" line="+127"/>
        <source>A word to look up, e.g. kind, colour, year, old, model</source>
        <translation>要查找的词，例如 kind, colour, year, old, model</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;query:</source>
        <translation>查询(&amp;Q)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;temperature:</source>
        <translation>温度(&amp;T)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dictionary d (edit the cells):</source>
        <translation>字典 d（可编辑单元格）：</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Add entry</source>
        <translation>添加条目(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove entry</source>
        <translation>删除条目(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xample</source>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{&apos;color&apos;: &apos;blue&apos;, &apos;age&apos;: 22, &apos;type&apos;: &apos;pickup&apos;}</source>
        <translation>{&apos;color&apos;: &apos;blue&apos;, &apos;age&apos;: 22, &apos;type&apos;: &apos;pickup&apos;}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&lt;p&gt;d = {%1}&lt;/p&gt;&lt;p&gt;&lt;b&gt;Exact:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Attention:&lt;/b&gt; %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;d = {%1}&lt;/p&gt;&lt;p&gt;&lt;b&gt;精确：&lt;/b&gt;%2&lt;br&gt;&lt;b&gt;注意力：&lt;/b&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A dictionary answers only an exact key. Attention compares the query q with every key k&lt;sub&gt;i&lt;/sub&gt; and blends all values v&lt;sub&gt;i&lt;/sub&gt;:&lt;/p&gt;&lt;p&gt;a&lt;sub&gt;i&lt;/sub&gt; = q·k&lt;sub&gt;i&lt;/sub&gt; / √D,  α = softmax(a / t),  answer = Σ&lt;sub&gt;i&lt;/sub&gt; α&lt;sub&gt;i&lt;/sub&gt; v&lt;sub&gt;i&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;For numbers the answer is the weighted number; text values cannot be added, so the blend is shown as the mixture of values with their weights.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Word vectors&lt;/b&gt; (D = %1): hashed character trigrams of #word# (spelling: colour ≈ color) plus one feature per synonym group of a small built-in table (meaning: kind ≈ type, old ≈ age, shade ≈ color), scaled to length √D so components have mean square 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;字典只回答完全匹配的键。注意力将查询 q 与每个键 k&lt;sub&gt;i&lt;/sub&gt; 比较，并混合所有值 v&lt;sub&gt;i&lt;/sub&gt;：&lt;/p&gt;&lt;p&gt;a&lt;sub&gt;i&lt;/sub&gt; = q·k&lt;sub&gt;i&lt;/sub&gt; / √D，  α = softmax(a / t)，  答案 = Σ&lt;sub&gt;i&lt;/sub&gt; α&lt;sub&gt;i&lt;/sub&gt; v&lt;sub&gt;i&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;对于数值，答案是加权后的数；文本值不能相加，因此混合结果显示为各值及其权重的组合。&lt;/p&gt;&lt;p&gt;&lt;b&gt;词向量&lt;/b&gt;（D = %1）：#word# 的字符三元组哈希（拼写：colour ≈ color），加上一个小型内置表中每个同义词组的一个特征（含义：kind ≈ type，old ≈ age，shade ≈ color），缩放到长度 √D，使各分量的均方为 1。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::DictionaryFigure</name>
    <message>
        <location line="-176"/>
        <source>Scores q·k/√D for the query &apos;%1&apos;</source>
        <translation>查询 &apos;%1&apos; 的分数 q·k/√D</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights softmax(score / %1)</source>
        <translation>权重 softmax(score / %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+19"/>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One row of attention: query × keys</source>
        <translation>注意力的一行：查询 × 键</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exact lookup:   %1</source>
        <translation>精确查找：   %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention lookup:   %1</source>
        <translation>注意力查找：   %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::EncodingCurvesFigure</name>
    <message>
        <location filename="../../ui/positional/encodingfigures.cpp" line="-93"/>
        <source>Columns of P against position:
pair j turns at ωⱼ = %1^(−2j/d)</source>
        <translation>P 的列随位置变化：
第 j 对以 ωⱼ = %1^(−2j/d) 旋转</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>position i</source>
        <translation>位置 i</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P[i, column]</source>
        <translation>P[i, 列]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>column %1: %2(i·ω%3), λ%3 = %4</source>
        <translation>第 %1 列：%2(i·ω%3)，λ%3 = %4</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>  λ%1 = 2π/ω%1 = %2</source>
        <translation>  λ%1 = 2π/ω%1 = %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::EncodingMatrixFigure</name>
    <message>
        <location line="-59"/>
        <source>Sinusoidal encoding P:
%1 positions × %2 dimensions, base %3</source>
        <translation>正弦编码 P：
%1 个位置 × %2 个维度，底数 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>column (2j: sin(i·ωⱼ), 2j+1: cos(i·ωⱼ))</source>
        <translation>列（2j：sin(i·ωⱼ)，2j+1：cos(i·ωⱼ)）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>position i</source>
        <translation>位置 i</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P[i, column]</source>
        <translation>P[i, 列]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>column</source>
        <translation>列</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerCompare</name>
    <message>
        <location filename="../../ui/explorer/explorercompare.cpp" line="+168"/>
        <source>another head</source>
        <translation>另一个头</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>with / without ÷√d</source>
        <translation>有 / 无 ÷√d</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>temperature × 2</source>
        <translation>温度 × 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>temperature ÷ 2</source>
        <translation>温度 ÷ 2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>with / without the causal mask</source>
        <translation>有 / 无因果掩码</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>head </source>
        <translation>头 </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current head beside:</source>
        <translation>当前头旁边显示：</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerCompareFigure</name>
    <message>
        <location line="-125"/>
        <location line="+8"/>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>head %1, %2</source>
        <translation>头 %1，%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>no ÷√d</source>
        <translation>无 ÷√d</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no mask</source>
        <translation>无掩码</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerControls</name>
    <message>
        <location filename="../../ui/explorer/explorercontrols.cpp" line="+47"/>
        <source>Type a sentence, press Enter</source>
        <translation>输入一个句子，按 Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 example of lecture note %2</source>
        <translation>讲义 %2 的 %1 示例</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put a sentence of the lecture notes into the sentence field</source>
        <translation>将讲义中的一个句子放入句子栏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys and values for cross-attention</source>
        <translation>交叉注意力的键和值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>words and punctuation</source>
        <translation>词和标点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>characters</source>
        <translation>字符</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>language model&apos;s</source>
        <translation>语言模型的</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>one-hot</source>
        <translation>独热</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>random (seeded)</source>
        <translation>随机（带种子）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tokens of the model open in the Language model tab</source>
        <translation>在“语言模型”选项卡中打开的模型的词元</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s token embedding plus its position embedding; uses the model&apos;s tokens</source>
        <translation>模型的词元嵌入加上其位置嵌入；使用模型的词元</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>self</source>
        <translation>自</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cross</source>
        <translation>交叉</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dot</source>
        <translation>点积</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled dot (÷√d)</source>
        <translation>缩放点积（÷√d）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bilinear</source>
        <translation>双线性</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>additive</source>
        <translation>加性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>off: seeded heads</source>
        <translation>关：随机种子头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the heads of this layer of the language model (its own projections, on what that layer reads) instead of seeded ones</source>
        <translation>显示语言模型这一层的头（使用它自己的投影，作用于该层读取的内容），而不是随机种子生成的头</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>concat + Wᴼ</source>
        <translation>拼接 + Wᴼ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raw scores</source>
        <translation>原始分数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled scores</source>
        <translation>缩放后的分数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>masked scores</source>
        <translation>掩码后的分数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Load Q, K, V…</source>
        <translation>加载 Q、K、V…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your own Q, K and V matrices (.npy or .csv) as one head</source>
        <translation>将你自己的 Q、K 和 V 矩阵（.npy 或 .csv）作为一个头使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type Q, K, V…</source>
        <translation>输入 Q、K、V…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type your own Q, K and V, starting from the current head&apos;s numbers</source>
        <translation>从当前头的数值开始，输入你自己的 Q、K 和 V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the sentence</source>
        <translation>返回句子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size E of the random embedding vectors</source>
        <translation>随机嵌入向量的大小 E</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size d of each head&apos;s queries and keys</source>
        <translation>每个头的查询和键的大小 d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Softmax temperature: scores are divided by it</source>
        <translation>Softmax 温度：分数除以它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pad the sequence with [PAD] up to this length and mask the pads</source>
        <translation>用 [PAD] 将序列填充到此长度，并对填充进行掩码</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sentence:</source>
        <translation>句子(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xamples:</source>
        <translation>示例(&amp;X)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross &amp;keys:</source>
        <translation>交叉键(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tokens:</source>
        <translation>词元(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Embedding:</source>
        <translation>嵌入(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding si&amp;ze:</source>
        <translation>嵌入大小(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Kind:</source>
        <translation>种类(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sc&amp;ore:</source>
        <translation>分数(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model la&amp;yer:</source>
        <translation>模型层(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Heads:</source>
        <translation>头数(&amp;H)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head si&amp;ze d:</source>
        <translation>头大小 d(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Te&amp;mperature:</source>
        <translation>温度(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pad to:</source>
        <translation>填充到(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Aggregation:</source>
        <translation>汇聚方式(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hea&amp;d:</source>
        <translation>头(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sho&amp;w:</source>
        <translation>显示(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colours:</source>
        <translation>颜色(&amp;C)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 to 1</source>
        <translation>0 到 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 to the largest</source>
        <translation>0 到最大值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the colours of weights end. Automatic: at 1, or at the largest weight shown when that is below %1 (long inputs, where every weight is small); the colour bar&apos;s title says which.</source>
        <translation>权重颜色的终点。自动：为 1，或当所示最大权重低于 %1 时为该最大权重（长输入中每个权重都很小）；颜色条的标题会说明是哪一种。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight co&amp;lours:</source>
        <translation>权重颜色(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid: add the &amp;mean of heads</source>
        <translation>网格：添加各头的均值(&amp;M)</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Custom Q %1×%2, K %3×%2: one head.</source>
        <translation>自定义 Q %1×%2，K %3×%2：一个头。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens; the model&apos;s layer %2 of %3: %4 heads of d = %5 on what the layer reads (E = %6).</source>
        <translation>%1 个词元；模型第 %2 层（共 %3 层）：%4 个 d = %5 的头，作用于该层读取的内容（E = %6）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 queries × %2 keys, %3 distinct tokens; E = %4, %5 heads of d = %6.</source>
        <translation>%1 个查询 × %2 个键，%3 个不同词元；E = %4，%5 个 d = %6 的头。</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerDocument</name>
    <message>
        <location filename="../../ui/explorer/explorerdocument.cpp" line="+104"/>
        <location line="+88"/>
        <source>Not enough memory for this many tokens and heads.</source>
        <translation>内存不足，无法处理这么多词元和头。</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>the matrix file must end in .csv or .npy</source>
        <translation>矩阵文件必须以 .csv 或 .npy 结尾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no head %1; heads are 1 to %2</source>
        <translation>没有头 %1；头的编号为 1 到 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown matrix &apos;%1&apos; (use %2|output)</source>
        <translation>未知矩阵 &apos;%1&apos;（使用 %2|output）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerGridFigure</name>
    <message>
        <location filename="../../ui/explorer/explorergridfigure.cpp" line="+91"/>
        <source>layer %1, </source>
        <translation>第 %1 层，</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean of heads</source>
        <translation>各头平均</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>平均</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerLines</name>
    <message>
        <location filename="../../ui/explorer/explorerlines.cpp" line="+68"/>
        <source>&amp;Horizontal</source>
        <translation>水平(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heads:</source>
        <translation>头：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hover a token to see only its lines.</source>
        <translation>将鼠标悬停在词元上，只显示它的连线。</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerLinesFigure</name>
    <message numerus="yes">
        <location line="-36"/>
        <source>The line view draws up to %n tokens; use the heatmap for longer text.</source>
        <translation>
            <numerusform>连线视图最多绘制 %n 个词元；较长的文本请使用热图。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>query → key; line width and opacity = weight:</source>
        <translation>查询 → 键；线宽和不透明度 = 权重：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerPage</name>
    <message>
        <location filename="../../ui/explorer/explorerlesson.cpp" line="+53"/>
        <source>the explorer has no view “%1” (known: %2)</source>
        <translation>探索器没有视图“%1”（已知：%2）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorerpage.cpp" line="+35"/>
        <source>Heatmap</source>
        <translation>热图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head grid</source>
        <translation>头网格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through</source>
        <translation>逐步查看</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token lines</source>
        <translation>词元连线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not applied: %1 The views still show the previous input.</source>
        <translation>未应用：%1 视图仍显示之前的输入。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computing… the views show the previous input until done.</source>
        <translation>正在计算… 完成前视图显示之前的输入。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next head</source>
        <translation>下一个头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous head</source>
        <translation>上一个头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>Export matrix</source>
        <translation>导出矩阵</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Copy figure</source>
        <translation>复制图</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>CSV text (*.csv);;NumPy array (*.npy)</source>
        <translation>CSV 文本 (*.csv);;NumPy 数组 (*.npy)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The matrix was not saved: %1.</source>
        <translation>矩阵未保存：%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the figure to the clipboard.</source>
        <translation>已将图复制到剪贴板。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matrices (*.npy *.csv)</source>
        <translation>矩阵 (*.npy *.csv)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q (queries)</source>
        <translation>Q（查询）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>K (keys)</source>
        <translation>K（键）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>V (values)</source>
        <translation>V（值）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerStepsFigure</name>
    <message>
        <location filename="../../ui/explorer/explorerstepsfigure.cpp" line="+77"/>
        <source>Step %1 of %2 (head %3). %4</source>
        <translation>第 %1 步，共 %2 步（头 %3）。%4</translation>
    </message>
    <message>
        <location line="+319"/>
        <source>row %1, column %2: %3
%4</source>
        <translation>第 %1 行，第 %2 列：%3
%4</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerText</name>
    <message>
        <location filename="../../ui/explorer/explorerplotdata.cpp" line="+69"/>
        <source>attention weight (0 to largest, %1)</source>
        <translation>注意力权重（0 到最大值 %1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>head %1 of %2: %3</source>
        <translation>头 %1 / %2：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer %1, %2</source>
        <translation>第 %1 层，%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>raw score %1</source>
        <translation>原始分数 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scaled score %1 / t</source>
        <translation>缩放分数 %1 / t</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>masked score (−∞ grey)</source>
        <translation>掩码后的分数（−∞ 为灰色）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorersettings.cpp" line="+164"/>
        <source>raw scores</source>
        <translation>原始分数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scaled scores</source>
        <translation>缩放后的分数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>masked scores</source>
        <translation>掩码后的分数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExportDialog</name>
    <message>
        <location filename="../../ui/common/exportdialog.cpp" line="+21"/>
        <location line="+70"/>
        <location line="+11"/>
        <source>Export figure</source>
        <translation>导出图</translation>
    </message>
    <message>
        <location line="-78"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+15"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The figure&apos;s text size in the file; 18 pt or more reads from the back of a lecture hall.</source>
        <translation>图在文件中的文字大小；18 pt 或更大时，在报告厅后排也能看清。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size:</source>
        <translation>文字大小：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pixel scale:</source>
        <translation>像素倍率：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has width × scale by height × scale pixels; use 2 or more for print.</source>
        <translation>文件的像素为（宽度 × 倍率）×（高度 × 倍率）；打印时请用 2 或更大。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The figure was not saved: %1.</source>
        <translation>图未保存：%1。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 绘图 (*.svg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>attn::ui::FigureExportText</name>
    <message>
        <location filename="../../ui/common/figureexport.cpp" line="+135"/>
        <source>width must be between %1 and %2 pixels, not %3</source>
        <translation>宽度必须在 %1 到 %2 像素之间，而不是 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>height must be between %1 and %2 pixels, not %3</source>
        <translation>高度必须在 %1 到 %2 像素之间，而不是 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scale must be between %1 and %2, not %3</source>
        <translation>缩放比例必须在 %1 到 %2 之间，而不是 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>text size must be between %1 and %2 points, not %3</source>
        <translation>文字大小必须在 %1 到 %2 磅之间，而不是 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 x %2 at scale %3 is more than %4 million pixels</source>
        <translation>%1 x %2 在缩放 %3 下超过 %4 百万像素</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot tell the format of &apos;%1&apos;: the name must end in .png, .svg or .pdf</source>
        <translation>无法判断 &apos;%1&apos; 的格式：文件名必须以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rendering failed</source>
        <translation>渲染失败</translation>
    </message>
</context>
<context>
    <name>attn::ui::GatDemo</name>
    <message>
        <location filename="../../ui/lectures/gat/gatdemo.cpp" line="+45"/>
        <source>Load &amp;sample</source>
        <translation>加载示例(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Random graph</source>
        <translation>随机图(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes on a circle, each pair joined with probability 0.35 (seeded)</source>
        <translation>节点排在圆上，每对节点以 0.35 的概率相连（带种子）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nodes of a random graph</source>
        <translation>随机图的节点数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input features F per node</source>
        <translation>每个节点的输入特征数 F</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output features F′ per head</source>
        <translation>每个头的输出特征数 F′</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads K</source>
        <translation>头数 K</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>concat</source>
        <translation>拼接</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of the features and parameters</source>
        <translation>特征和参数的种子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The head drawn on the edges and in the matrix</source>
        <translation>在边上和矩阵中绘制的头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α on &amp;every edge</source>
        <translation>在每条边上显示 α(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each half of an edge shows the weight its end node gives the other</source>
        <translation>每条边的每一半显示其端点节点给另一节点的权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random &amp;nodes:</source>
        <translation>随机节点数(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;F features:</source>
        <translation>特征数 F(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F′ &amp;per head:</source>
        <translation>每个头的 F′(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;K heads:</source>
        <translation>头数 K(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;aggregation:</source>
        <translation>汇聚方式(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;head shown:</source>
        <translation>显示的头(&amp;H)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;small&gt;Double-click empty space: add a node · click a node, then another: connect or disconnect them · click a node: show its neighbourhood · right-click a node or press Delete: remove it&lt;/small&gt;</source>
        <translation>&lt;small&gt;双击空白处：添加节点 · 单击一个节点再单击另一个：连接或断开它们 · 单击节点：显示其邻域 · 右键单击节点或按 Delete：删除它&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>&lt;p&gt;&lt;b&gt;Graph attention&lt;/b&gt; (Veličković et al., 2018)&lt;/p&gt;&lt;p&gt;z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = h&lt;sub&gt;i&lt;/sub&gt; W&lt;sup&gt;k&lt;/sup&gt;&lt;br&gt;e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = LeakyReLU&lt;sub&gt;0.2&lt;/sub&gt;(a&lt;sup&gt;k&lt;/sup&gt; · [z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; ‖ z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;])&lt;br&gt;α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = exp e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; / Σ&lt;sub&gt;l ∈ N(i) ∪ {i}&lt;/sub&gt; exp e&lt;sub&gt;il&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;, &amp;nbsp;α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = 0 for j ∉ N(i) ∪ {i}&lt;br&gt;c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;图注意力&lt;/b&gt;（Veličković et al., 2018）&lt;/p&gt;&lt;p&gt;z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = h&lt;sub&gt;i&lt;/sub&gt; W&lt;sup&gt;k&lt;/sup&gt;&lt;br&gt;e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = LeakyReLU&lt;sub&gt;0.2&lt;/sub&gt;(a&lt;sup&gt;k&lt;/sup&gt; · [z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; ‖ z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;])&lt;br&gt;α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = exp e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; / Σ&lt;sub&gt;l ∈ N(i) ∪ {i}&lt;/sub&gt; exp e&lt;sub&gt;il&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;，&amp;nbsp;当 j ∉ N(i) ∪ {i} 时 α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = 0&lt;br&gt;c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;&lt;b&gt;concat:&lt;/b&gt; h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)&lt;br&gt;average: h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)&lt;br&gt;σ = ELU&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;拼接：&lt;/b&gt;h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)&lt;br&gt;平均：h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)&lt;br&gt;σ = ELU&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;concat: h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)&lt;br&gt;&lt;b&gt;average:&lt;/b&gt; h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)&lt;br&gt;σ = ELU&lt;/p&gt;</source>
        <translation>&lt;p&gt;拼接：h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)&lt;br&gt;&lt;b&gt;平均：&lt;/b&gt;h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)&lt;br&gt;σ = ELU&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Shapes: H %1, W&lt;sup&gt;k&lt;/sup&gt; %2, a&lt;sup&gt;k&lt;/sup&gt; (%3), Z&lt;sup&gt;k&lt;/sup&gt; %4, α&lt;sup&gt;k&lt;/sup&gt; %5, H′ %6 for K = %7.&lt;/p&gt;</source>
        <translation>&lt;p&gt;形状：H %1，W&lt;sup&gt;k&lt;/sup&gt; %2，a&lt;sup&gt;k&lt;/sup&gt; (%3)，Z&lt;sup&gt;k&lt;/sup&gt; %4，α&lt;sup&gt;k&lt;/sup&gt; %5，H′ %6，K = %7。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;p&gt;Head %1, node %2 (%3 terms, sum %4):&lt;br&gt;%5&lt;/p&gt;</source>
        <translation>&lt;p&gt;头 %1，节点 %2（%3 项，和为 %4）：&lt;br&gt;%5&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::GatFigure</name>
    <message>
        <location filename="../../ui/lectures/gat/gatfigure.cpp" line="+89"/>
        <source>attention weight α</source>
        <translation>注意力权重 α</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>α, head %1 (grey: no edge)</source>
        <translation>α，头 %1（灰色：无边）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>neighbour j</source>
        <translation>邻居 j</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node i (attends)</source>
        <translation>节点 i（施加注意力）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>h′ of %1</source>
        <translation>%1 的 h′</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>h′ (select a node)</source>
        <translation>h′（请选择一个节点）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>concat: K·F′ = %1</source>
        <translation>拼接：K·F′ = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>average: F′ = %1</source>
        <translation>平均：F′ = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h′ (after ELU)</source>
        <translation>h′（经过 ELU 后）</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1: h = %2</source>
        <translation>%1：h = %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
h′ = %1</source>
        <translation>
h′ = %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, %2: no edge, α = 0 (masked)</source>
        <translation>%1，%2：无边，α = 0（已掩码）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>α(%1 → %2) = %3
e = LeakyReLU(aᵀ[Wh_i ‖ Wh_j]) = %4</source>
        <translation>α(%1 → %2) = %3
e = LeakyReLU(aᵀ[Wh_i ‖ Wh_j]) = %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> (head %1, component %2)</source>
        <translation>（头 %1，分量 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>h′[%1]%2 of %3 = %4</source>
        <translation>%3 的 h′[%1]%2 = %4</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/gat/gatgraphpanel.cpp" line="+30"/>
        <source>Graph, head %1: α on every edge</source>
        <translation>图，头 %1：每条边上的 α</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph, head %1: α around %2</source>
        <translation>图，头 %1：%2 周围的 α</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Double-click to add a node</source>
        <translation>双击以添加节点</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerationFigure</name>
    <message>
        <location filename="../../ui/model/generationview.cpp" line="+38"/>
        <source>layer and head</source>
        <translation>层与头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token so far (the cache)</source>
        <translation>已有词元（缓存）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generate: the model writes on, token by token, and each step shows what its last token attended to</source>
        <translation>生成：模型逐个词元续写，每一步显示其最后一个词元关注了什么</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a language model to generate</source>
        <translation>请打开语言模型以生成</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>L%1 H%2</source>
        <extracomment>a layer and head, both counted from 1: &quot;L2 H3&quot;</extracomment>
        <translation>层%1 头%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · KV %2</source>
        <extracomment>a layer and head and the key/value head it reads (grouped-query attention)</extracomment>
        <translation>%1 · KV %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Step %1 of %2: after ‘%3’ the model writes ‘%4’ (p = %5)</source>
        <translation>第 %1 步（共 %2 步）：在“%3”之后模型写出“%4”（p = %5）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step %1 of %2: after ‘%3’ the model writes ‘%4’ (p = %5; drawn at t = %6 with p = %7)</source>
        <translation>第 %1 步（共 %2 步）：在“%3”之后模型写出“%4”（p = %5；在 t = %6 下抽取，p = %7）</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerationView</name>
    <message>
        <location line="+26"/>
        <source>0 writes the likeliest token each time; above 0 each token is drawn from the 50 likeliest at this temperature</source>
        <translation>0 表示每次写出最可能的词元；大于 0 时，在此温度下从最可能的 50 个词元中抽取</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New tokens:</source>
        <translation>新词元数(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Te&amp;mperature:</source>
        <translation>温度(&amp;M)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ste&amp;p:</source>
        <translation>步(&amp;P)：</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::HandoutText</name>
    <message>
        <location filename="../../ui/lessons/handout.cpp" line="+76"/>
        <source>This step cannot be shown: %1</source>
        <translation>无法显示此步骤：%1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Predict, then turn the page.</source>
        <translation>先预测，再翻页。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 Answer: %2</source>
        <translation>%1 答案：%2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rendering failed</source>
        <translation>渲染失败</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the lesson has no steps</source>
        <translation>课程没有步骤</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>a folder handout holds PNG or SVG figures</source>
        <translation>文件夹讲义包含 PNG 或 SVG 图</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create the folder &apos;%1&apos;</source>
        <translation>无法创建文件夹 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+23"/>
        <source>cannot write into the folder &apos;%1&apos;</source>
        <translation>无法写入文件夹 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 is in the way: it is not a file</source>
        <translation>%1 挡住了：它不是文件</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/handoutstage.cpp" line="+40"/>
        <source>the tab “%1” has no figures for a handout</source>
        <translation>选项卡“%1”没有可用于讲义的图</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the view “%1” has no figure to print</source>
        <translation>视图“%1”没有可打印的图</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadAtlasView</name>
    <message>
        <location filename="../../ui/model/headatlasview.cpp" line="+27"/>
        <source>Entropy</source>
        <translation>熵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean entropy of a query&apos;s weights, in nats: low is focused, high is spread</source>
        <translation>查询权重的平均熵（奈特）：低表示集中，高表示分散</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous token</source>
        <translation>前一个词元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean weight on the token just before the query</source>
        <translation>落在查询前一个词元上的平均权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First token</source>
        <translation>第一个词元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean weight on the first token, where heads with nothing to do park</source>
        <translation>落在第一个词元上的平均权重：无事可做的头会停在这里</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delimiters</source>
        <translation>分隔符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight on spaces, punctuation and separators over their share of the keys (1 = no preference)</source>
        <translation>落在空格、标点和分隔符上的权重除以它们在键中的占比（1 表示无偏好）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Induction</source>
        <translation>归纳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On 50 tokens drawn at random from the text and typed twice: mean weight, in the second copy, on the token after the earlier occurrence of the query&apos;s token</source>
        <translation>在从文本中随机抽取并重复两遍的 50 个词元上：第二遍中落在查询词元上一次出现位置之后那个词元上的平均权重</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mean distance</source>
        <translation>平均距离</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far a query looks, in tokens, on average</source>
        <translation>查询平均看多远（以词元计）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>&amp;Metric:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Head</source>
        <translation>头</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head</source>
        <translation>头</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapData</name>
    <message>
        <location filename="../../ui/plotkit/heatmapdata.cpp" line="+166"/>
        <source>−∞ (masked)</source>
        <translation>−∞（已掩码）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#%1 ‘%2’, dimension %3: %4</source>
        <translation>#%1 “%2”，维度 %3：%4</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapFigure</name>
    <message>
        <location filename="../../ui/plotkit/heatmapfigure.cpp" line="+17"/>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapPanel</name>
    <message>
        <location filename="../../ui/plotkit/heatmappanel.cpp" line="+144"/>
        <location line="+62"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+56"/>
        <source>query</source>
        <translation>查询</translation>
    </message>
</context>
<context>
    <name>attn::ui::ImageText</name>
    <message>
        <location filename="../../ui/plotkit/rgbimageio.cpp" line="+57"/>
        <source>cannot read %1: it is a folder, not an image file</source>
        <translation>无法读取 %1：这是一个文件夹，不是图像文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read %1: the file does not exist</source>
        <translation>无法读取 %1：文件不存在</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read %1: it is not a file (a pipe or a device)</source>
        <translation>无法读取 %1：它不是文件（管道或设备）</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>%1 is %2x%3 pixels; at most %4 pixels per side are accepted</source>
        <translation>%1 为 %2x%3 像素；每边最多接受 %4 像素</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>attn::ui::LayerHeadGridFigure</name>
    <message>
        <location filename="../../ui/plotkit/layerheadgridfigure.cpp" line="+65"/>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>layer %1, head %2: %3
click to open this head</source>
        <translation>第 %1 层，头 %2：%3
单击打开此头</translation>
    </message>
</context>
<context>
    <name>attn::ui::LecturesPage</name>
    <message>
        <location filename="../../ui/lectures/lecturelesson.cpp" line="+19"/>
        <source>the Lectures tab has no demonstration “%1”</source>
        <translation>“讲座”选项卡没有演示“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/lecturespage.cpp" line="+24"/>
        <source>%1
attention-lab export --view %2</source>
        <translation>%1
attention-lab export --view %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lect&amp;ure:</source>
        <translation>讲座(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/lecturedemos.cpp" line="+21"/>
        <source>Attention pooling (Nadaraya–Watson)</source>
        <translation>注意力汇聚（Nadaraya–Watson）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score functions compared</source>
        <translation>评分函数比较</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why divide by √d</source>
        <translation>为什么除以 √d</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fuzzy dictionary lookup</source>
        <translation>模糊字典查找</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graph attention (GAT)</source>
        <translation>图注意力（GAT）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cost of sequence layers</source>
        <translation>序列层的计算代价</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recurrent attention over windows</source>
        <translation>按窗口的循环注意力</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seq2seq with attention, step by step</source>
        <translation>带注意力的 Seq2seq，逐步演示</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonMenu</name>
    <message>
        <location filename="../../ui/lessons/lessonmenu.cpp" line="+29"/>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Recent</source>
        <translation>最近(&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Present</source>
        <translation>演示(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Add this view</source>
        <translation>添加此视图(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Present &amp;on</source>
        <translation>演示于(&amp;O)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Open lesson…</source>
        <translation>打开课程(&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sa&amp;ve lesson</source>
        <translation>保存课程(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save lesson as…</source>
        <translation>课程另存为(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New lesson</source>
        <translation>新建课程(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;handout…</source>
        <translation>导出讲义(&amp;H)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unsaved lesson</source>
        <translation>未保存的课程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson “%1” has changes that are not saved. Save them?</source>
        <translation>课程“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The lesson was not opened: %1.</source>
        <translation>课程未打开：%1。</translation>
    </message>
    <message numerus="yes">
        <location line="+131"/>
        <source>Saved %n figures in %1</source>
        <translation>
            <numerusform>已将 %n 张图保存到 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %n steps could not be shown and say why</source>
        <translation>
            <numerusform>；%n 个步骤无法显示，并说明了原因</numerusform>
        </translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Not added: %1.</source>
        <translation>未添加：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added step %1: %2.</source>
        <translation>已添加第 %1 步：%2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 cannot be shown: %2</source>
        <translation>第 %1 步无法显示：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to present: %1.</source>
        <translation>没有可演示的内容：%1。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <source>Lessons (*.json)</source>
        <translation>课程 (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>The lesson was not saved: %1.</source>
        <translation>课程未保存：%1。</translation>
    </message>
    <message numerus="yes">
        <location line="-78"/>
        <source>Lesson “%1”: %n steps; F5 presents it.</source>
        <translation>
            <numerusform>课程“%1”：%n 个步骤；按 F5 放映。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> %n of them cannot be shown (see each step).</source>
        <translation>
            <numerusform>其中 %n 个无法显示（见各步骤）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+17"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lesson has no steps yet: open one, or add views with Add this view.</source>
        <translation>课程还没有步骤：请打开一个课程，或用“添加此视图”添加视图。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF handout, a page per step (*.pdf)</source>
        <translation>PDF 讲义，每步一页 (*.pdf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder of PNG figures, one per step (*.png)</source>
        <translation>PNG 图文件夹，每步一张 (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder of SVG figures, one per step (*.svg)</source>
        <translation>SVG 图文件夹，每步一张 (*.svg)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+19"/>
        <source>Export handout</source>
        <translation>导出讲义</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handout was not saved: %1.</source>
        <translation>讲义未保存：%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved the handout %1</source>
        <translation>已保存讲义 %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPanel</name>
    <message>
        <location filename="../../ui/lessons/lessonpanel.cpp" line="+40"/>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lessons &amp;panel</source>
        <translation>课程面板(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a lesson file</source>
        <translation>打开课程文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent</source>
        <translation>最近</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lessons opened lately</source>
        <translation>最近打开的课程</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the lesson to its file</source>
        <translation>将课程保存到其文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the lesson to another file</source>
        <translation>将课程保存到另一个文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handout…</source>
        <translation>讲义…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the lesson as a PDF or a folder of figures</source>
        <translation>将课程导出为 PDF 或图文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present</source>
        <translation>演示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present from the selected step (F5: from the first)</source>
        <translation>从所选步骤开始演示（F5：从第一步开始）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add this view</source>
        <translation>添加此视图</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add the window&apos;s current view as a step</source>
        <translation>将窗口的当前视图添加为一个步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the selected step after it</source>
        <translation>在所选步骤之后复制一份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected step</source>
        <translation>删除所选步骤</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1
This step cannot be shown: %2</source>
        <translation>%1
无法显示此步骤：%2</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Untitled lesson</source>
        <translation>未命名课程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (not saved)</source>
        <translation>（未保存）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not saved to a file yet</source>
        <translation>尚未保存到文件</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonText</name>
    <message>
        <location filename="../../ui/lessons/lesson.cpp" line="+30"/>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is not an object with a tab, a view and settings</source>
        <translation>它不是带有标签页、视图和设置的对象</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 has the wrong type (tab, view, title and note are text, settings an object, build a list of objects)</source>
        <translation>%1 的类型不对（tab、view、title 和 note 是文本，settings 是对象，build 是对象列表）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unknown tab “%1”</source>
        <translation>未知选项卡“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown tab “%1” (a lesson step shows one of: %2)</source>
        <translation>未知选项卡“%1”（课程步骤显示以下之一：%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 tab has no view “%2” (known: %3)</source>
        <translation>%1 选项卡没有视图“%2”（已知：%3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>build stage %1: %2</source>
        <translation>构建阶段 %1：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the lesson is not valid JSON at %1: %2</source>
        <translation>课程在 %1 处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>this JSON is not a lesson: it needs &quot;format&quot;: &quot;%1&quot;</source>
        <translation>此 JSON 不是课程：需要 &quot;format&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lesson needs a whole &quot;version&quot; from 1 and a list of &quot;steps&quot;</source>
        <translation>课程需要从 1 起的整数 &quot;version&quot; 和 &quot;steps&quot; 列表</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lesson has %1 steps; a lesson holds at most %2 (split it into several lessons)</source>
        <translation>这节课有 %1 个步骤；一节课最多 %2 个（请拆分为几节课）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>written by a newer AttentionLab (lesson format %1; this one reads %2): steps it cannot show say so</source>
        <translation>由较新的 AttentionLab 编写（课程格式 %1；本版本读取 %2）：无法显示的步骤会说明原因</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (the lesson is of a newer format, %2)</source>
        <translation>%1（课程格式较新，%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+9"/>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/lessonstage.cpp" line="+52"/>
        <source>the window has no tab “%1”</source>
        <translation>窗口没有选项卡“%1”</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the tab “%1” cannot be a lesson step yet (lessons show: %2)</source>
        <translation>选项卡“%1”暂时不能作为课程步骤（课程可显示：%2）</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/lessonclaims.cpp" line="+51"/>
        <source>“kind” must be one of %1, not “%2”</source>
        <translation>“kind”必须是 %1 之一，而不是“%2”</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a “%1” claim has no “%2” (it reads %3)</source>
        <translation>“%1”断言没有“%2”（它读取 %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a “%1” claim needs a “row” and a “column”: a label or a number from 1</source>
        <translation>“%1”断言需要“row”和“column”：标签或从 1 开始的编号</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” must be a number</source>
        <translation>“%1”必须是数字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a “%1” claim needs “at-least”, “at-most” or both</source>
        <translation>“%1”断言需要“at-least”、“at-most”或两者</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“stage” must be a whole number from 1 (the step&apos;s own settings; 2 is its first build stage)</source>
        <translation>“stage”必须是从 1 开始的整数（1 为该步自身的设置，2 为第一个展示阶段）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“tolerance” must be a number from 0</source>
        <translation>“tolerance”必须是不小于 0 的数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>“claims” must be a list of objects</source>
        <translation>“claims”必须是对象列表</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is not an object with a “kind”</source>
        <translation>它不是带有“kind”的对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>claim %1: %2</source>
        <translation>断言 %1：%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>“question” needs a “text” and an “answer”: the number of the claim that answers it (1 to %1)</source>
        <translation>“question”需要“text”和“answer”：回答它的断言编号（1 到 %1）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>step %1 «%2»</source>
        <translation>第 %1 步“%2”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: a claim names stage %2 of a step of %3</source>
        <translation>%1：断言指定了第 %2 阶段，但该步只有 %3 个</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, claim %2 (%3): %4</source>
        <translation>%1，断言 %2（%3）：%4</translation>
    </message>
</context>
<context>
    <name>attn::ui::LogitLensFigure</name>
    <message>
        <location filename="../../ui/model/logitlensfigure.cpp" line="+11"/>
        <source>probability of that token</source>
        <translation>该词元的概率</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>after layer</source>
        <translation>经过的层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token read</source>
        <translation>读到的词元</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Logit lens: the next token each layer would predict</source>
        <translation>Logit 透镜：每一层会预测的下一个词元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logit lens with heads %1 knocked out</source>
        <translation>关闭头 %1 后的 logit 透镜</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layer %1, after ‘%2’ (token %3): ‘%4’, p = %5</source>
        <translation>第 %1 层，在“%2”（第 %3 个词元）之后：“%4”，p = %5</translation>
    </message>
</context>
<context>
    <name>attn::ui::LongTextDocument</name>
    <message>
        <location filename="../../ui/model/longtextdocument.cpp" line="+16"/>
        <source>The machine has not enough memory for this text with this model; shorten the text.</source>
        <translation>机器内存不足以用此模型处理此文本；请缩短文本。</translation>
    </message>
    <message>
        <location line="+169"/>
        <location line="+17"/>
        <source>There is no text yet.</source>
        <translation>还没有文本。</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>The machine has not enough memory for these rows; ask for fewer.</source>
        <translation>机器内存不足以容纳这些行；请减少行数。</translation>
    </message>
</context>
<context>
    <name>attn::ui::LongTextFigure</name>
    <message>
        <location filename="../../ui/model/longtextfigure.cpp" line="+65"/>
        <source>A long text, one head at a time</source>
        <translation>长文本，一次一个头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a text file or read the tab&apos;s text: its attention is computed when a view asks, so a text of thousands of tokens fits in memory.</source>
        <translation>打开文本文件或读取本标签页的文本：注意力在视图需要时才计算，因此数千词元的文本也能放进内存。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>weight (log scale)</source>
        <translation>权重（对数刻度）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Layer %1, head %2: all %L3 tokens, each cell the largest weight of its block</source>
        <translation>第 %1 层，第 %2 个头：全部 %L3 个词元，每格为其块中的最大权重</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>key position</source>
        <translation>键位置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query position</source>
        <translation>查询位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1, head %2: all %L3 tokens</source>
        <translation>第 %1 层，第 %2 个头：全部 %L3 个词元</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>queries</source>
        <translation>查询</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest weight</source>
        <translation>最大权重</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Queries %L1–%L2, keys %L3–%L4 (click the overview)</source>
        <translation>查询 %L1–%L2，键 %L3–%L4（点击概览）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The detail&apos;s queries (above) and their %1 strongest keys anywhere in the text (below)</source>
        <translation>细节中的查询（上）及其在全文中最强的 %1 个键（下）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 strongest keys of each query</source>
        <translation>每个查询最强的 %1 个键</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Layer %1, every head: attention by distance i − j, mean over the text</source>
        <translation>第 %1 层，所有头：按距离 i − j 的注意力，对全文取平均</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distance i − j (tokens)</source>
        <translation>距离 i − j（词元）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>share</source>
        <translation>份额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: attention by distance</source>
        <translation>第 %1 层：按距离的注意力</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>head %1 (sink %2)</source>
        <translation>第 %1 个头（汇 %2）</translation>
    </message>
</context>
<context>
    <name>attn::ui::LongTextView</name>
    <message>
        <location filename="../../ui/model/longtextview.cpp" line="+24"/>
        <source>Open te&amp;xt file…</source>
        <translation>打开文本文件(&amp;X)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rea&amp;d the tab&apos;s text</source>
        <translation>读取本页文本(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A UTF-8 text of any length the model reads (up to 16 MB)</source>
        <translation>模型可读的任意长度的 UTF-8 文本（最多 16 MB）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>La&amp;yer:</source>
        <translation>层(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He&amp;ad:</source>
        <translation>头(&amp;A)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export figure…</source>
        <translation>导出图(&amp;E)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a text file</source>
        <translation>打开文本文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text files (*.txt *.md);;All files (*)</source>
        <translation>文本文件 (*.txt *.md);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the tab&apos;s text</source>
        <translation>本页文本</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No text yet.</source>
        <translation>尚无文本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %L2 tokens, read in %L3 s</source>
        <translation>%1：%L2 个词元，用时 %L3 秒</translation>
    </message>
</context>
<context>
    <name>attn::ui::MainWindow</name>
    <message>
        <location filename="../../ui/tabs/tabtable.cpp" line="+61"/>
        <source>&amp;One-hot and heads</source>
        <translation>独热与头(&amp;O)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Attention explorer</source>
        <translation>注意力探索器(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language model</source>
        <translation>语言模型(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ranslator</source>
        <translation>翻译器(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Positional encodings</source>
        <translation>位置编码(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="+102"/>
        <source>%1, layer %2, head %3: “%4” → “%5”</source>
        <translation>%1，第 %2 层，头 %3：“%4” → “%5”</translation>
    </message>
    <message>
        <location filename="../../ui/tabs/tabtable.cpp" line="+2"/>
        <source>L&amp;ectures</source>
        <translation>讲座(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Captions</source>
        <translation>图像描述(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Vision</source>
        <translation>视觉(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="+37"/>
        <source>The text was cut at %L1 characters: a text box holds no more, and the rest of what was pasted is not there.</source>
        <translation>文本在第 %L1 个字符处被截断：文本框最多只能容纳这么多，粘贴的其余部分没有保留。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type a sentence and press Enter</source>
        <translation>输入一个句子并按 Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sentence to attend over; press Enter to apply</source>
        <translation>要施加注意力的句子；按 Enter 应用</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Number of random attention heads</source>
        <translation>随机注意力头的数量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed of the random head projections</source>
        <translation>随机头投影的种子</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Softmax temperature: scores are divided by it</source>
        <translation>Softmax 温度：分数除以它</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Sentence:</source>
        <translation>句子(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Heads:</source>
        <translation>头数(&amp;H)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Temperature:</source>
        <translation>温度(&amp;T)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export figure…</source>
        <translation>导出图(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;model…</source>
        <translation>打开模型(&amp;M)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a model folder (GPT-2 language model, translator or captioner)</source>
        <translation>打开模型文件夹（GPT-2 语言模型、翻译器或描述模型）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Sample models</source>
        <translation>示例模型(&amp;S)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Larger text</source>
        <translation>放大文字(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Smaller text</source>
        <translation>缩小文字(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal text size</source>
        <translation>正常文字大小(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About AttentionLab</source>
        <translation>关于 AttentionLab(&amp;A)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 words, %2 distinct · %3 heads of size %4</source>
        <translation>%1 个词，%2 个不同 · %3 个大小为 %4 的头</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not applied: %1 The figure still shows the previous input.</source>
        <translation>未应用：%1 图仍显示之前的输入。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>AttentionLab</source>
        <translation>AttentionLab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window is open, but this could not be opened:</source>
        <translation>窗口已打开，但以下内容无法打开：</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Matrix as CSV text (*.csv)</source>
        <translation>矩阵，CSV 文本 (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matrix as NumPy array (*.npy)</source>
        <translation>矩阵，NumPy 数组 (*.npy)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+21"/>
        <source>Export figure</source>
        <translation>导出图</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Export matrix</source>
        <translation>导出矩阵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The matrix was not saved: %1.</source>
        <translation>矩阵未保存：%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This page has no figure to export.</source>
        <translation>此页面没有可导出的图。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_language.cpp" line="+46"/>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
</context>
<context>
    <name>attn::ui::MatrixEditor</name>
    <message>
        <location filename="../../ui/explorer/matrixeditor.cpp" line="+42"/>
        <source>Type Q, K and V</source>
        <translation>输入 Q、K 和 V</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queries T_q:</source>
        <translation>查询数 T_q：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys T_k:</source>
        <translation>键数 T_k：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d:</source>
        <translation>d：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_v:</source>
        <translation>d_v：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Q (T_q × d)</source>
        <translation>Q (T_q × d)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>K (T_k × d)</source>
        <translation>K (T_k × d)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>V (T_k × d_v)</source>
        <translation>V (T_k × d_v)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1 row %2, column %3: &apos;%4&apos; is not a number.</source>
        <translation>%1 第 %2 行第 %3 列：&apos;%4&apos; 不是数字。</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDistanceDocument</name>
    <message>
        <location filename="../../ui/positional/modeldistancedocument.cpp" line="+34"/>
        <source>learned positions, both directions</source>
        <translation>学习的位置，双向</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>learned positions</source>
        <translation>学习的位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotary (RoPE)</source>
        <translation>旋转（RoPE）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotary, off in layers %1</source>
        <translation>旋转，第 %1 层关闭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, window %1</source>
        <translation>，窗口 %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>At most %1 models side by side: clear them first.</source>
        <translation>最多并排 %1 个模型：请先清除。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The prompt is empty: type at least one word.</source>
        <translation>提示为空：请至少输入一个词。</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDistanceFigure</name>
    <message>
        <location filename="../../ui/positional/modeldistancefigure.cpp" line="+25"/>
        <source>Positions in models</source>
        <translation>模型中的位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add model folders (GPT-2, Llama, SmolLM3, BERT, …): the same prompt through each, and how each layer&apos;s attention falls off with distance.</source>
        <translation>添加模型文件夹（GPT-2、Llama、SmolLM3、BERT……）：同一提示经过每个模型，看每一层的注意力如何随距离衰减。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2): %3, %L4 tokens</source>
        <translation>%1（%2）：%3，%L4 个词元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distance |i − j| (tokens)</source>
        <translation>距离 |i − j|（词元）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>first layer</source>
        <translation>第一层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last layer</source>
        <translation>最后一层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>every key alike</source>
        <translation>所有键均等</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDistanceView</name>
    <message>
        <location filename="../../ui/positional/modeldistanceview.cpp" line="+23"/>
        <source>&amp;Add model folder…</source>
        <translation>添加模型文件夹(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export figure…</source>
        <translation>导出图(&amp;E)…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Prompt:</source>
        <translation>提示(&amp;P)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add a model folder</source>
        <translation>添加模型文件夹</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Models side by side: %1 of %2, each reading the prompt below</source>
        <translation>并排的模型：%1 / %2，每个都读下面的提示</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDocument</name>
    <message>
        <location filename="../../ui/model/longtextdocument.cpp" line="-138"/>
        <location filename="../../ui/model/modeldocument.cpp" line="+58"/>
        <location line="+96"/>
        <location line="+15"/>
        <source>Open a model first.</source>
        <translation>请先打开一个模型。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/model/modeldocument.cpp" line="-109"/>
        <source>The text is empty: type at least one word.</source>
        <translation>文本为空：请至少输入一个词。</translation>
    </message>
    <message>
        <location filename="../../ui/model/modeldocument.cpp" line="+3"/>
        <source>A second sentence needs an encoder (BERT family).</source>
        <translation>第二个句子需要编码器（BERT 系列）。</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>the head metrics need a model&apos;s attention over two tokens or more</source>
        <translation>注意力头指标需要模型在两个或更多词元上的注意力</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>the next token needs a language model and a text</source>
        <translation>下一个词元需要语言模型和文本</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+16"/>
        <location line="+16"/>
        <source>an encoder (BERT family) does not predict a next token</source>
        <translation>编码器（BERT 系列）不预测下一个词元</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>how a score is built needs a language model and a text</source>
        <translation>展示分数如何构成需要语言模型和文本</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the logit lens needs a language model and a text</source>
        <translation>logit 透镜需要语言模型和文本</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>generating needs a language model and a text</source>
        <translation>生成需要语言模型和文本</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>A rollout needs square attention (the same tokens as queries and keys).</source>
        <translation>注意力展开（rollout）需要方阵注意力（查询和键是相同的词元）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type a text for the model to continue first.</source>
        <translation>请先输入一段让模型续写的文本。</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>attention rollout over %n layers</source>
        <translation>
            <numerusform>%n 层上的注意力展开</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer %1, head %2</source>
        <translation>第 %1 层，头 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knocked out: its output replaced</source>
        <translation>已关闭：其输出被替换</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>heads %1 knocked out</source>
        <translation>已关闭头 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sentence A → sentence B</source>
        <translation>句子 A → 句子 B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sentence B → sentence A</source>
        <translation>句子 B → 句子 A</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelGridFigure</name>
    <message>
        <location filename="../../ui/model/modelgridfigure.cpp" line="+21"/>
        <source>every layer (rows) and head (columns)</source>
        <translation>每一层（行）和每个头（列）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every layer (rows) and head (columns) · heads %1 knocked out</source>
        <translation>每一层（行）和每个头（列） · 已关闭头 %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelHeatmapFigure</name>
    <message>
        <location filename="../../ui/model/modelheatmapfigure.cpp" line="+34"/>
        <source>Click: how this query&apos;s scores are built</source>
        <translation>单击：查看此查询的分数如何构成</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelPage</name>
    <message>
        <location filename="../../ui/model/modelpage.cpp" line="+71"/>
        <source>&amp;Rollout over all layers</source>
        <translation>在所有层上展开(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open model folder…</source>
        <translation>打开模型文件夹(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import attention…</source>
        <translation>导入注意力(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention computed elsewhere: a .npy, .npz or .safetensors tensor (layers, heads, q, k) and a JSON file of its tokens</source>
        <translation>在别处计算的注意力：一个 .npy、.npz 或 .safetensors 张量 (layers, heads, q, k)，以及其词元的 JSON 文件</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&amp;Continue %n tokens</source>
        <translation>
            <numerusform>续写 %n 个词元(&amp;C)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model writes %1 more tokens, one at a time; each new token&apos;s attention appears as it is written</source>
        <translation>模型逐个再写出 %1 个词元；每个新词元的注意力在写出时显示</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The text the model reads; press Enter to apply</source>
        <translation>模型读取的文本；按 Enter 应用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An encoder reads a sentence pair: [CLS] text [SEP] sentence B [SEP]; empty for one text</source>
        <translation>编码器读取句子对：[CLS] 文本 [SEP] 句子 B [SEP]；留空则只读一段文本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole pair</source>
        <translation>整个句子对</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A → B</source>
        <translation>A → B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B → A</source>
        <translation>B → A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every token, or only sentence A&apos;s queries on sentence B&apos;s keys, or B&apos;s on A&apos;s</source>
        <translation>显示全部词元，或只显示句子 A 的查询对句子 B 的键，或 B 对 A</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>e.g. 2:1, 3:4</source>
        <translation>例如 2:1, 3:4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What if these heads (layer:head) were knocked out? Their outputs are replaced before the output projection; the next token and the later layers&apos; attention change. Press Enter to apply, empty for the intact model</source>
        <translation>如果关闭这些头（层:头）会怎样？它们的输出在输出投影之前被替换；下一个词元和后续层的注意力随之改变。按回车应用，留空为完整模型</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>by zeros</source>
        <translation>用零</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>by their mean</source>
        <translation>用其均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace a knocked-out head&apos;s output by zeros, or by its mean over the text&apos;s positions (mean-ablation)</source>
        <translation>用零替换被关闭头的输出，或用其在文本各位置上的均值替换（均值消融）</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Showing:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lon&amp;g text…</source>
        <translation>长文本(&amp;G)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A text of thousands of tokens in a window of its own: each head whole, its detail, every head by distance</source>
        <translation>在单独的窗口中查看数千词元的文本：每个头的全貌、其细节、各头按距离的注意力</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Text:</source>
        <translation>文本(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sentence &amp;B:</source>
        <translation>句子 &amp;B：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Layer:</source>
        <translation>层(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head:</source>
        <translation>头(&amp;H)：</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>One head</source>
        <translation>一个头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All layers and heads</source>
        <translation>所有层和头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head atlas</source>
        <translation>头图谱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next token</source>
        <translation>下一个词元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logit lens</source>
        <translation>Logit 透镜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long text — AttentionLab</source>
        <translation>长文本 — AttentionLab</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This pair on the Positional tab ▸</source>
        <translation>在位置编码页查看此对 ▸</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Positional tab&apos;s RoPE panel with this head&apos;s query and key and the model&apos;s frequencies, at every pair of positions</source>
        <translation>位置标签页的 RoPE 面板：使用此头的查询和键以及模型的频率，覆盖每一对位置</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Rotary positions</source>
        <translation>旋转位置</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&amp;Knock out heads, replaced:</source>
        <translation>关闭头(&amp;K)，替换为：</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>How a score is built</source>
        <translation>分数如何构成</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open a model folder</source>
        <translation>打开模型文件夹</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 layers × %2 heads, up to %3 tokens</source>
        <translation>%1 层 × %2 个头，最多 %3 个词元</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model: open a model folder (GPT-2, Llama, Qwen, Gemma, Phi-3, Pythia, BERT, …).</source>
        <translation>没有模型：请打开模型文件夹（GPT-2、Llama、Qwen、Gemma、Phi-3、Pythia、BERT 等）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Heads %1 share a key/value head each</source>
        <translation>头 %1 各自共享一个键/值头</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Layers %1 see the last %2 tokens only (sliding window)</source>
        <translation>第 %1 层只看最近的 %2 个词元（滑动窗口）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Layers %1 have no rotary positions</source>
        <translation>第 %1 层没有旋转位置编码</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is open, but it cannot read the text: %2
Type a shorter text, and its figures appear.</source>
        <translation>已打开 %1，但它无法读取这段文本：%2
输入更短的文本，图就会出现。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>An encoder (BERT family) does not write text.</source>
        <translation>编码器（BERT 系列）不会生成文本。</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Attention tensor (layers, heads, q, k)</source>
        <translation>注意力张量 (layers, heads, q, k)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensors (*.npy *.npz *.safetensors)</source>
        <translation>张量 (*.npy *.npz *.safetensors)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its tokens</source>
        <translation>它的词元</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 tokens · %2 layers × %3 heads</source>
        <translation>%1 个词元 · %2 层 × %3 个头</translation>
    </message>
    <message>
        <location filename="../../ui/model/modellesson.cpp" line="+51"/>
        <source>“ablation” must be “zero” or “mean”, not “%1”</source>
        <translation>“ablation”必须是“zero”或“mean”，而不是“%1”</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>the Language model tab has no view “%1” (known: %2)</source>
        <translation>“语言模型”选项卡没有视图“%1”（已知：%2）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>“layer” and “head” must be within the model&apos;s %1 layers × %2 heads, not layer %3, head %4</source>
        <translation>“layer” 和 “head” 必须在模型的 %1 层 × %2 个头之内，而不是第 %3 层、头 %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>“knockout”: %1</source>
        <translation>“knockout”：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a “model-generation” step needs “newTokens” (1 to %1)</source>
        <translation>“model-generation”步骤需要“newTokens”（1 到 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“step” must be from 1 to “newTokens” (%1), not %2</source>
        <translation>“step”必须在 1 到“newTokens”（%1）之间，而不是 %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::NextTokenFigure</name>
    <message>
        <location filename="../../ui/model/nexttokenview.cpp" line="+61"/>
        <source>After ‘%1’: the most likely token (temperature 0: greedy)</source>
        <translation>“%1”之后：最可能的词元（温度 0：贪心）</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>After ‘%1’: the %n most likely tokens at temperature %2</source>
        <translation>
            <numerusform>“%1”之后：温度 %2 下最可能的 %n 个词元</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>drawn with seed %1: ‘%2’</source>
        <translation>以种子 %1 采样：“%2”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the likeliest: ‘%1’</source>
        <translation>最可能：“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>heads %1 replaced by their mean</source>
        <translation>头 %1 已替换为其均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heads %1 knocked out</source>
        <translation>已关闭头 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>intact model</source>
        <translation>完整模型</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt; 0.001</source>
        <translation>&lt; 0.001</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (intact %2)</source>
        <translation>%1（完整模型 %2）</translation>
    </message>
</context>
<context>
    <name>attn::ui::NextTokenView</name>
    <message>
        <location line="+19"/>
        <source>The logits are divided by it before the softmax: below 1 the likeliest token gains, above 1 the choice evens out; 0 is greedy</source>
        <translation>softmax 之前 logits 除以温度：小于 1 时最可能的词元更突出，大于 1 时选择更均匀；0 为贪心</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many of the most likely tokens to show and sample from</source>
        <translation>显示并从中采样的最可能词元个数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Of those, the fewest whose probabilities reach p (1: all of them)</source>
        <translation>在其中取概率之和达到 p 的最少词元（1：全部）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Temperature:</source>
        <translation>温度(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-&amp;k:</source>
        <translation>Top-k(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-&amp;p:</source>
        <translation>Top-p(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw a token</source>
        <translation>采样一个词元(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample the next token from the bars shown, in proportion to their probabilities, with the next seed; the token drawn is marked</source>
        <translation>按所示各柱的概率比例、用下一个种子采样下一个词元；采到的词元会被标出</translation>
    </message>
</context>
<context>
    <name>attn::ui::OneHotPage</name>
    <message>
        <location filename="../../ui/overview/onehotpage.cpp" line="+43"/>
        <source>the One-hot tab has no view “%1” (known: %2)</source>
        <translation>“One-hot”选项卡没有视图“%1”（已知：%2）</translation>
    </message>
</context>
<context>
    <name>attn::ui::Page</name>
    <message>
        <location filename="../../ui/common/page.h" line="+49"/>
        <source>this tab cannot show “%1” as a lesson step yet</source>
        <translation>此选项卡暂时不能将“%1”显示为课程步骤</translation>
    </message>
    <message>
        <location filename="../../ui/common/shownnumbers.cpp" line="+55"/>
        <source>this view has no matrix to save as numbers</source>
        <translation>此视图没有可保存为数值的矩阵</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the matrix file must end in .csv or .npy</source>
        <translation>矩阵文件必须以 .csv 或 .npy 结尾</translation>
    </message>
</context>
<context>
    <name>attn::ui::PanelFigure</name>
    <message>
        <location filename="../../ui/plotkit/panelfigure.cpp" line="+323"/>
        <source>distance %1</source>
        <translation>距离 %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1: x = %2, height %3</source>
        <translation>%1：x = %2，高度 %3</translation>
    </message>
</context>
<context>
    <name>attn::ui::PictureFigure</name>
    <message>
        <location filename="../../ui/plotkit/picturefigure.cpp" line="+26"/>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
</context>
<context>
    <name>attn::ui::PlotDemo</name>
    <message>
        <location filename="../../ui/lectures/plotdemo.cpp" line="+43"/>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PoolingDemo</name>
    <message>
        <location filename="../../ui/lectures/pooling/poolingdemo.cpp" line="+44"/>
        <source>Width σ of the Gaussian kernel: small follows every sample, large averages everything</source>
        <translation>高斯核的宽度 σ：小则紧随每个样本，大则对所有样本取平均</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Parameter of α = softmax(−((x − xᵢ)·w)²/2); Fit w sets it</source>
        <translation>α = softmax(−((x − xᵢ)·w)²/2) 的参数；“拟合 w”会设置它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit w</source>
        <translation>拟合 w(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minimise the leave-one-out squared error over w: each training point is predicted from the others</source>
        <translation>在 w 上最小化留一法平方误差：每个训练点由其他点预测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;parametric kernel (w)</source>
        <translation>显示带参数的核 (w)(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kernel width &amp;σ:</source>
        <translation>核宽度 σ(&amp;σ)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;samples n:</source>
        <translation>样本数 n(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;noise:</source>
        <translation>噪声(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;w:</source>
        <translation>w(&amp;W)：</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Fitted w = %1: leave-one-out loss %2 (it was %3 at w = 1).</source>
        <translation>拟合得到 w = %1：留一法损失 %2（w = 1 时为 %3）。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;p&gt;&lt;b&gt;σ = %1&lt;/b&gt;: leave-one-out loss %2&lt;br&gt;&lt;b&gt;w = %3&lt;/b&gt;%4 (σ = 1/w = %5): loss %6&lt;br&gt;best w on the curve: %7, loss %8 (w = 1: %9)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;σ = %1&lt;/b&gt;：留一法损失 %2&lt;br&gt;&lt;b&gt;w = %3&lt;/b&gt;%4（σ = 1/w = %5）：损失 %6&lt;br&gt;曲线上最佳的 w：%7，损失 %8（w = 1：%9）&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (fitted)</source>
        <translation>（拟合）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Attention pooling&lt;/b&gt; (Nadaraya–Watson). Keys are the inputs x&lt;sub&gt;i&lt;/sub&gt;, values the targets y&lt;sub&gt;i&lt;/sub&gt;, the query is x:&lt;/p&gt;&lt;p&gt;f(x) = Σ&lt;sub&gt;i&lt;/sub&gt; α(x, x&lt;sub&gt;i&lt;/sub&gt;) y&lt;sub&gt;i&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;α(x, x&lt;sub&gt;i&lt;/sub&gt;) = exp(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²) / Σ&lt;sub&gt;j&lt;/sub&gt; exp(−(x − x&lt;sub&gt;j&lt;/sub&gt;)²/2σ²)&lt;br&gt;= softmax&lt;sub&gt;i&lt;/sub&gt;(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²)&lt;/p&gt;&lt;p&gt;Each row of the heatmap is one query&apos;s weights; they sum to 1. σ → ∞ gives the mean of all y&lt;sub&gt;i&lt;/sub&gt;, σ → 0 the nearest sample.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parametric:&lt;/b&gt; α = softmax&lt;sub&gt;i&lt;/sub&gt;(−((x − x&lt;sub&gt;i&lt;/sub&gt;)·w)²/2), the same kernel with σ = 1/w, but w is learned: minimise&lt;br&gt;L(w) = (1/n) Σ&lt;sub&gt;i&lt;/sub&gt; (f&lt;sub&gt;−i&lt;/sub&gt;(x&lt;sub&gt;i&lt;/sub&gt;) − y&lt;sub&gt;i&lt;/sub&gt;)²,&lt;br&gt;each training point predicted from the others (leave one out).&lt;/p&gt;&lt;p&gt;Data: y = 2 sin x + x&lt;sup&gt;0.8&lt;/sup&gt; + ε, ε ~ N(0, %1&lt;sup&gt;2&lt;/sup&gt;), x&lt;sub&gt;i&lt;/sub&gt; sorted in [0, 5].&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;注意力汇聚&lt;/b&gt;（Nadaraya–Watson）。键是输入 x&lt;sub&gt;i&lt;/sub&gt;，值是目标 y&lt;sub&gt;i&lt;/sub&gt;，查询是 x：&lt;/p&gt;&lt;p&gt;f(x) = Σ&lt;sub&gt;i&lt;/sub&gt; α(x, x&lt;sub&gt;i&lt;/sub&gt;) y&lt;sub&gt;i&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;α(x, x&lt;sub&gt;i&lt;/sub&gt;) = exp(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²) / Σ&lt;sub&gt;j&lt;/sub&gt; exp(−(x − x&lt;sub&gt;j&lt;/sub&gt;)²/2σ²)&lt;br&gt;= softmax&lt;sub&gt;i&lt;/sub&gt;(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²)&lt;/p&gt;&lt;p&gt;热图的每一行是一个查询的注意力权重，其和为 1。σ → ∞ 得到所有 y&lt;sub&gt;i&lt;/sub&gt; 的均值，σ → 0 得到最近的样本。&lt;/p&gt;&lt;p&gt;&lt;b&gt;带参数：&lt;/b&gt;α = softmax&lt;sub&gt;i&lt;/sub&gt;(−((x − x&lt;sub&gt;i&lt;/sub&gt;)·w)²/2)，与 σ = 1/w 时的核相同，但 w 是学习得到的：最小化&lt;br&gt;L(w) = (1/n) Σ&lt;sub&gt;i&lt;/sub&gt; (f&lt;sub&gt;−i&lt;/sub&gt;(x&lt;sub&gt;i&lt;/sub&gt;) − y&lt;sub&gt;i&lt;/sub&gt;)²，&lt;br&gt;每个训练点由其他点预测（留一法）。&lt;/p&gt;&lt;p&gt;数据：y = 2 sin x + x&lt;sup&gt;0.8&lt;/sup&gt; + ε，ε ~ N(0, %1&lt;sup&gt;2&lt;/sup&gt;)，x&lt;sub&gt;i&lt;/sub&gt; 在 [0, 5] 中排序。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::PoolingFigure</name>
    <message>
        <location filename="../../ui/lectures/pooling/poolingfigure.cpp" line="+28"/>
        <source>α with w = %1 (as σ: w = 1/σ)</source>
        <translation>w = %1 时的 α（与 σ 相同：w = 1/σ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α with w = %1 (sharper: w &gt; 1/σ)</source>
        <translation>w = %1 时的 α（更尖锐：w &gt; 1/σ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α with w = %1 (wider: w &lt; 1/σ)</source>
        <translation>w = %1 时的 α（更宽：w &lt; 1/σ）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>f(x) = Σ α(x, xᵢ) yᵢ with σ = %1</source>
        <translation>f(x) = Σ α(x, xᵢ) yᵢ，σ = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and w = %1</source>
        <translation>，w = %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> (fitted)</source>
        <translation>（拟合）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>w (σ = 1/w)</source>
        <translation>w (σ = 1/w)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+7"/>
        <source>L(w)</source>
        <translation>L(w)</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Leave-one-out L(w)</source>
        <translation>留一法 L(w)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>σ = %1</source>
        <translation>σ = %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>w = %1</source>
        <translation>w = %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+6"/>
        <source>key xᵢ</source>
        <translation>键 xᵢ</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>α with σ = %1</source>
        <translation>σ = %1 时的 α</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>α with w = %1</source>
        <translation>w = %1 时的 α</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true f(x)</source>
        <translation>真实 f(x)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate σ = %1</source>
        <translation>估计 σ = %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>estimate w = %1%2</source>
        <translation>估计 w = %1%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave-one-out L(w): min %1</source>
        <translation>留一法 L(w)：最小 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>best w = %1, L = %2</source>
        <translation>最佳 w = %1，L = %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>weight α</source>
        <translation>权重 α</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α with σ = %1 (rows sum to 1)</source>
        <translation>σ = %1 时的 α（每行之和为 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>query x</source>
        <translation>查询 x</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionalDocument</name>
    <message numerus="yes">
        <location filename="../../ui/positional/positionaldocument.cpp" line="+99"/>
        <source>n must be from 1 to %n positions, not %1.</source>
        <translation>
            <numerusform>n 必须在 1 到 %n 个位置之间，而不是 %1。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d must be from 2 to %1, not %2.</source>
        <translation>d 必须在 2 到 %1 之间，而不是 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d = %1 is odd: the rotation needs (sin, cos) pairs and the last sine column would have no partner. Choose an even d.</source>
        <translation>d = %1 是奇数：旋转需要 (sin, cos) 对，最后一个正弦列将没有配对。请选择偶数 d。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the base must be a number above 1 (and at most 1e12), not %1.</source>
        <translation>底数必须是大于 1（且不超过 1e12）的数，而不是 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair j must be from 0 to %1 (d/2 - 1 for d = %2), not %3.</source>
        <translation>对 j 必须在 0 到 %1 之间（d = %2 时为 d/2 - 1），而不是 %3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>position i must be from 0 to %1 (n - 1), not %2.</source>
        <translation>位置 i 必须在 0 到 %1 之间（n - 1），而不是 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>i + delta = %1 + %2 = %3 is beyond the %4 positions 0 .. %5.</source>
        <translation>i + delta = %1 + %2 = %3 超出了 %4 个位置 0 .. %5。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>choose 1 to %n dimensions for the curves.</source>
        <translation>
            <numerusform>为曲线选择 1 到 %n 个维度。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dimension %1 does not exist: columns are 0 to %2.</source>
        <translation>维度 %1 不存在：列为 0 到 %2。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>could not compute the encoding: %1</source>
        <translation>无法计算编码：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>could not compute the rotary scores: %1</source>
        <translation>无法计算旋转得分：%1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionalFormulas</name>
    <message>
        <location filename="../../ui/positional/peformulas.cpp" line="+50"/>
        <source>&lt;p&gt;P&lt;sub&gt;i,2j&lt;/sub&gt; = sin(i·ω&lt;sub&gt;j&lt;/sub&gt;)&lt;br&gt;P&lt;sub&gt;i,2j+1&lt;/sub&gt; = cos(i·ω&lt;sub&gt;j&lt;/sub&gt;)&lt;br&gt;ω&lt;sub&gt;j&lt;/sub&gt; = 1 / %1&lt;sup&gt;2j/d&lt;/sup&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;P&lt;sub&gt;i,2j&lt;/sub&gt; = sin(i·ω&lt;sub&gt;j&lt;/sub&gt;)&lt;br&gt;P&lt;sub&gt;i,2j+1&lt;/sub&gt; = cos(i·ω&lt;sub&gt;j&lt;/sub&gt;)&lt;br&gt;ω&lt;sub&gt;j&lt;/sub&gt; = 1 / %1&lt;sup&gt;2j/d&lt;/sup&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The model&apos;s input is X + P: row i of P is added to the embedding of the i-th token.&lt;/p&gt;&lt;p&gt;An odd d ends with a sine column whose cosine partner is missing; the rotation panels need even d.&lt;/p&gt;</source>
        <translation>&lt;p&gt;模型的输入是 X + P：P 的第 i 行加到第 i 个词元的嵌入上。&lt;/p&gt;&lt;p&gt;d 为奇数时，最后一列是缺少余弦配对的正弦列；旋转面板需要偶数 d。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;Wavelength of pair j: λ&lt;sub&gt;j&lt;/sub&gt; = 2π/ω&lt;sub&gt;j&lt;/sub&gt; = 2π·%1&lt;sup&gt;2j/d&lt;/sup&gt;, from 2π (j = 0) towards 2π·%1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;第 j 对的波长：λ&lt;sub&gt;j&lt;/sub&gt; = 2π/ω&lt;sub&gt;j&lt;/sub&gt; = 2π·%1&lt;sup&gt;2j/d&lt;/sup&gt;，从 2π（j = 0）一直增大到接近 2π·%1。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Bit b of i flips every 2&lt;sup&gt;b&lt;/sup&gt; positions: the lowest bit fastest, higher bits ever more slowly.&lt;/p&gt;&lt;p&gt;Column 2j of P repeats every 2π/ω&lt;sub&gt;j&lt;/sub&gt; positions: the same ladder of frequencies, but smooth, bounded and in floating point.&lt;/p&gt;</source>
        <translation>&lt;p&gt;i 的第 b 位每 2&lt;sup&gt;b&lt;/sup&gt; 个位置翻转一次：最低位变化最快，越高的位变化越慢。&lt;/p&gt;&lt;p&gt;P 的第 2j 列每 2π/ω&lt;sub&gt;j&lt;/sub&gt; 个位置重复一次：同样的频率阶梯，但平滑、有界，并且是浮点数。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;For every pair j and offset δ:&lt;/p&gt;</source>
        <translation>&lt;p&gt;对每一对 j 和偏移 δ：&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;since sin(a+b) = sin a cos b + cos a sin b and cos(a+b) = cos a cos b − sin a sin b. The matrix contains δ and ω&lt;sub&gt;j&lt;/sub&gt; but not i: one linear map moves every position by δ.&lt;/p&gt;</source>
        <translation>&lt;p&gt;因为 sin(a+b) = sin a cos b + cos a sin b，cos(a+b) = cos a cos b − sin a sin b。该矩阵包含 δ 和 ω&lt;sub&gt;j&lt;/sub&gt;，但不含 i：同一个线性映射把每个位置都移动 δ。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; sin(iω)sin(jω) + cos(iω)cos(jω) = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; cos((i − j)·ω&lt;sub&gt;j&apos;&lt;/sub&gt;): a function of i − j only.&lt;/p&gt;&lt;p&gt;With P added to the embeddings, a score contains it:&lt;br&gt;(x&lt;sub&gt;i&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;)·(x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;j&lt;/sub&gt;) = x&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + x&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt;, whose last term favours nearby positions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; sin(iω)sin(jω) + cos(iω)cos(jω) = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; cos((i − j)·ω&lt;sub&gt;j&apos;&lt;/sub&gt;)：只是 i − j 的函数。&lt;/p&gt;&lt;p&gt;把 P 加到嵌入上后，分数中就包含它：&lt;br&gt;(x&lt;sub&gt;i&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;)·(x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;j&lt;/sub&gt;) = x&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + x&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt;，其最后一项偏向相近的位置。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Rotary encoding turns each pair (2j, 2j+1) of q and k by its position times ω&lt;sub&gt;j&lt;/sub&gt;: q̃&lt;sub&gt;i&lt;/sub&gt; = R&lt;sub&gt;i&lt;/sub&gt; q, k̃&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j&lt;/sub&gt; k.&lt;/p&gt;&lt;p&gt;Rotations compose, R&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt; R&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j−i&lt;/sub&gt;, so q̃&lt;sub&gt;i&lt;/sub&gt;·k̃&lt;sub&gt;j&lt;/sub&gt; = q·R&lt;sub&gt;j−i&lt;/sub&gt; k depends on j − i only: attention sees relative position without adding anything to the embeddings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;旋转位置编码把 q 和 k 的每一对 (2j, 2j+1) 旋转其位置乘以 ω&lt;sub&gt;j&lt;/sub&gt; 的角度：q̃&lt;sub&gt;i&lt;/sub&gt; = R&lt;sub&gt;i&lt;/sub&gt; q，k̃&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j&lt;/sub&gt; k。&lt;/p&gt;&lt;p&gt;旋转可以复合，R&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt; R&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j−i&lt;/sub&gt;，因此 q̃&lt;sub&gt;i&lt;/sub&gt;·k̃&lt;sub&gt;j&lt;/sub&gt; = q·R&lt;sub&gt;j−i&lt;/sub&gt; k 只取决于 j − i：注意力无需向嵌入添加任何内容就能看到相对位置。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;&lt;b&gt;M(δ) for δ = %1, pair j = %2&lt;/b&gt;&lt;br&gt;δ·ω&lt;sub&gt;j&lt;/sub&gt; = %3 rad&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;M(δ)，δ = %1，对 j = %2&lt;/b&gt;&lt;br&gt;δ·ω&lt;sub&gt;j&lt;/sub&gt; = %3 rad&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;M(δ)·p&lt;sub&gt;%1&lt;/sub&gt; vs p&lt;sub&gt;%2&lt;/sub&gt; = (%3, %4)&lt;/p&gt;</source>
        <translation>&lt;p&gt;M(δ)·p&lt;sub&gt;%1&lt;/sub&gt; 与 p&lt;sub&gt;%2&lt;/sub&gt; = (%3, %4)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;At i = %1: |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = %2&lt;br&gt;&lt;b&gt;Every i, every pair:&lt;/b&gt; max&lt;sub&gt;i&lt;/sub&gt; |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;over %4 positions × %5 pairs (float32 P)&lt;/p&gt;</source>
        <translation>&lt;p&gt;在 i = %1 处：|M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = %2&lt;br&gt;&lt;b&gt;所有 i、所有对：&lt;/b&gt;max&lt;sub&gt;i&lt;/sub&gt; |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;遍及 %4 个位置 × %5 对（float32 P）&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionalPage</name>
    <message>
        <location filename="../../ui/positional/positionallesson.cpp" line="+55"/>
        <source>the positional tab has no view “%1” (known: %2)</source>
        <translation>位置选项卡没有视图“%1”（已知：%2）</translation>
    </message>
    <message>
        <location filename="../../ui/positional/positionalpage.cpp" line="+30"/>
        <source>Encoding matrix</source>
        <translation>编码矩阵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binary analogy</source>
        <translation>二进制类比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relative similarity</source>
        <translation>相对相似度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Not applied: %1 The panels still show the previous values.</source>
        <translation>未应用：%1 面板仍显示之前的值。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Number of positions n</source>
        <translation>位置数 n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Encoding dimension d (even)</source>
        <translation>编码维度 d（偶数）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ω_j = base^(−2j/d); 10000 in the Transformer</source>
        <translation>ω_j = base^(−2j/d)；Transformer 中为 10000</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frequency pair j shown on the circle</source>
        <translation>在圆上显示的频率对 j</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Columns of P drawn as curves, e.g. 6 7 8 9</source>
        <translation>以曲线绘制的 P 的列，例如 6 7 8 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;n positions:</source>
        <translation>位置数 n(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;d dimensions:</source>
        <translation>维度 d(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;base:</source>
        <translation>底数(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pair &amp;j:</source>
        <translation>对 j(&amp;J)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position &amp;i:</source>
        <translation>位置 i(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offset &amp;δ:</source>
        <translation>偏移 δ(&amp;δ)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;curves:</source>
        <translation>曲线(&amp;C)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animate δ</source>
        <translation>动画演示 δ(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sweep δ up step by step: the rotated point always lands on p_i+δ</source>
        <translation>逐步增大 δ：旋转后的点总是落在 p_i+δ 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another &amp;i: same matrix</source>
        <translation>换一个 i(&amp;I)：同一矩阵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move i; M(δ) does not change and still maps p_i onto p_i+δ</source>
        <translation>移动 i；M(δ) 不变，仍将 p_i 映射到 p_i+δ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RoPE: seeded q and k again</source>
        <translation>RoPE：恢复随机种子的 q 和 k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The RoPE panel shows a language model&apos;s head; go back to the seeded vectors and this tab&apos;s base and d</source>
        <translation>RoPE 面板正在显示语言模型的一个头；返回随机种子向量以及本标签页的 base 和 d</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Positions in &amp;models…</source>
        <translation>模型中的位置(&amp;M)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same prompt through models of different families: how each layer&apos;s attention falls off with distance</source>
        <translation>同一提示经过不同家族的模型：每一层的注意力如何随距离衰减</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Positions in models — AttentionLab</source>
        <translation>模型中的位置 — AttentionLab</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Only one position has a partner δ = %1 away; make n larger.</source>
        <translation>只有一个位置在距离 δ = %1 处有配对；请增大 n。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>i moved from %1 to %2: M(δ) is %3, and it still maps p_i onto p_i+δ (difference %4).</source>
        <translation>i 从 %1 移到 %2：M(δ) 是%3，并且仍将 p_i 映射到 p_i+δ（差 %4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exactly the same matrix</source>
        <translation>完全相同的矩阵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a different matrix</source>
        <translation>不同的矩阵</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>|M(δ) p_i − p_(i+δ)|</source>
        <translation>|M(δ) p_i − p_(i+δ)|</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at i</source>
        <translation>在 i 处</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>every i</source>
        <translation>所有 i</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresentControls</name>
    <message>
        <location filename="../../ui/lessons/presentcontrols.cpp" line="+29"/>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Previous (Left, PageUp)</source>
        <translation>上一步（左方向键、PageUp）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next (Right, PageDown)</source>
        <translation>下一步（右方向键、PageDown）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the view&apos;s settings beside the figure</source>
        <translation>在图旁边显示视图的设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Screen ▾</source>
        <translation>屏幕 ▾</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Present on another screen</source>
        <translation>在另一个屏幕上演示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✕ Exit</source>
        <translation>✕ 退出</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave Present mode (Esc)</source>
        <translation>退出演示模式（Esc）</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresentWindow</name>
    <message>
        <location filename="../../ui/lessons/presentwindow.cpp" line="+39"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>This lesson has no steps.</source>
        <translation>此课程没有步骤。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>This step cannot be shown: %1</source>
        <translation>无法显示此步骤：%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · %1/%2</source>
        <translation> · %1/%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>go to %1</source>
        <translation>转到 %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresenterView</name>
    <message>
        <location filename="../../ui/lessons/presenterview.cpp" line="+38"/>
        <source>Presenter view — %1</source>
        <translation>演讲者视图 — %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步（共 %2 步）：%3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next: build %1 of %2 of this step</source>
        <translation>下一步：本步第 %1 个阶段（共 %2 个）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: %1</source>
        <translation>下一步：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next: the end of the lesson</source>
        <translation>下一步：课程结束</translation>
    </message>
</context>
<context>
    <name>attn::ui::RanDemo</name>
    <message>
        <location filename="../../ui/lectures/ran/randemo.cpp" line="+37"/>
        <source>Sequence length n</source>
        <translation>序列长度 n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window size w</source>
        <translation>窗口大小 w</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of the token vectors and projections</source>
        <translation>词元向量和投影的种子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;n tokens:</source>
        <translation>词元数 n(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;w window:</source>
        <translation>窗口 w(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&lt;p&gt;&lt;b&gt;Recurrent attention over windows&lt;/b&gt; (after RAN, the Recurrent Attention Network)&lt;/p&gt;&lt;p&gt;The text is read window by window, w tokens at a time. Inside window m every token attends to the tokens of its own window and to one &lt;b&gt;carried global vector&lt;/b&gt; g&lt;sub&gt;m&lt;/sub&gt;, put in front of the window&apos;s keys and values:&lt;/p&gt;&lt;p&gt;K = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;K&lt;/sub&gt;, V = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;V&lt;/sub&gt;, Q = X&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;&lt;br&gt;O&lt;sub&gt;m&lt;/sub&gt; = softmax(QKᵀ/√d) V&lt;br&gt;g&lt;sub&gt;m+1&lt;/sub&gt; = mean of the rows of O&lt;sub&gt;m&lt;/sub&gt;, g&lt;sub&gt;0&lt;/sub&gt; = 0&lt;/p&gt;&lt;p&gt;Each row of the matrix sums to 1 over its window&apos;s orange blocks; every other weight is exactly 0. Earlier windows reach a token only through g: the weights cost n·(w+1) = %1 entries instead of n² = %2, and the path from the first window to the last runs through %8 carried vectors.&lt;/p&gt;&lt;p&gt;Here: n = %4 tokens, w = %5, %3 windows, d = %6, seed %7. Hover a cell for its weight.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;窗口上的循环注意力&lt;/b&gt;（仿照 RAN，即循环注意力网络）&lt;/p&gt;&lt;p&gt;文本逐窗口读取，每次 w 个词元。在窗口 m 内，每个词元关注本窗口的词元，以及放在该窗口的键和值之前的一个&lt;b&gt;携带的全局向量&lt;/b&gt; g&lt;sub&gt;m&lt;/sub&gt;：&lt;/p&gt;&lt;p&gt;K = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;K&lt;/sub&gt;，V = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;V&lt;/sub&gt;，Q = X&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;&lt;br&gt;O&lt;sub&gt;m&lt;/sub&gt; = softmax(QKᵀ/√d) V&lt;br&gt;g&lt;sub&gt;m+1&lt;/sub&gt; = O&lt;sub&gt;m&lt;/sub&gt; 各行的均值，g&lt;sub&gt;0&lt;/sub&gt; = 0&lt;/p&gt;&lt;p&gt;矩阵的每一行在其窗口的橙色块上之和为 1；其他权重都恰好为 0。较早的窗口只能通过 g 影响一个词元：权重只需 n·(w+1) = %1 个元素，而不是 n² = %2 个，从第一个窗口到最后一个窗口的路径要经过 %8 个携带向量。&lt;/p&gt;&lt;p&gt;此处：n = %4 个词元，w = %5，%3 个窗口，d = %6，种子 %7。将鼠标悬停在单元格上可查看其权重。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::RanFigure</name>
    <message>
        <location filename="../../ui/lectures/ran/ranfigure.cpp" line="+19"/>
        <source>the recurrent attention network reads a long text window by window and carries one global vector from each window to the next</source>
        <translation>循环 注意力 网络 逐个 窗口 地 阅读 长 文本 并 把 一个 全局 向量 从 每个 窗口 带到 下一个 窗口</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Attention over windows: n = %1, w = %2, %n windows (orange: a window&apos;s block)</source>
        <translation>
            <numerusform>按窗口的注意力：n = %1，w = %2，%n 个窗口（橙色：一个窗口的块）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>carried global slots g, then tokens (keys and values)</source>
        <translation>携带的全局槽 g，然后是词元（键和值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token (query)</source>
        <translation>词元（查询）</translation>
    </message>
</context>
<context>
    <name>attn::ui::RopeFigure</name>
    <message>
        <location filename="../../ui/positional/similarityfigures.cpp" line="+114"/>
        <source>RoPE: (R_i q) · (R_j k),
same q, k at every position</source>
        <translation>RoPE：(R_i q) · (R_j k)，
每个位置使用相同的 q、k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(R_i q) · (R_j k),
%1</source>
        <translation>(R_i q) · (R_j k)，
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key position j</source>
        <translation>键位置 j</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query position i</source>
        <translation>查询位置 i</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+5"/>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>query position</source>
        <translation>查询位置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key position</source>
        <translation>键位置</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores by j − i:
one curve (spread %1)</source>
        <translation>分数对 j − i：
一条曲线（离散度 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offset j − i</source>
        <translation>偏移 j − i</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>score at offset j − i</source>
        <translation>偏移 j − i 处的分数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>mean score at offset j − i</source>
        <translation>偏移 j − i 处的平均分数</translation>
    </message>
</context>
<context>
    <name>attn::ui::RotaryFigure</name>
    <message>
        <location filename="../../ui/model/rotaryfigure.cpp" line="+27"/>
        <source>This layer has no rotary positions: open a rotary model (Llama, Qwen, Mistral, Gemma, Phi-3, OLMo 2, Pythia). GPT-2 learns its positions, BERT adds them to the tokens and SmolLM3 leaves them out of every fourth layer.</source>
        <translation>此层没有旋转位置编码：请打开使用旋转位置编码的模型（Llama、Qwen、Mistral、Gemma、Phi-3、OLMo 2、Pythia）。GPT-2 学习位置，BERT 把位置加到词元上，SmolLM3 在每第四层中不用旋转位置编码。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Layer %1, head %2: query ‘%3’ and key ‘%4’ placed at every offset j − i</source>
        <translation>第 %1 层，头 %2：查询‘%3’和键‘%4’放在每个偏移 j − i 上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>offset j − i (key position − query position)</source>
        <translation>偏移 j − i（键位置 − 查询位置）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled score q · k / √d</source>
        <translation>缩放得分 q · k / √d</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>with the rotation, as the head computes it</source>
        <translation>带旋转，即该头实际的计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>without the rotation</source>
        <translation>不带旋转</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the pair in the text (offset %1)</source>
        <translation>文本中的这一对（偏移 %1）</translation>
    </message>
</context>
<context>
    <name>attn::ui::RotationFigure</name>
    <message>
        <location filename="../../ui/positional/rotationreadout.cpp" line="+48"/>
        <source>M(δ) for δ = %1, j = %2</source>
        <translation>M(δ)，δ = %1，j = %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>δ·ω = %1 × %2 = %3 rad</source>
        <translation>δ·ω = %1 × %2 = %3 rad</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+3"/>
        <source>p_%1 = %2</source>
        <translation>p_%1 = %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>M(δ)·p_%1 = %2</source>
        <translation>M(δ)·p_%1 = %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>difference: %1</source>
        <translation>差：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same M(δ) for every i:</source>
        <translation>对每个 i 都是同一个 M(δ)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_i |M(δ)·p_i − p_i+δ|</source>
        <translation>max_i |M(δ)·p_i − p_i+δ|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over %1 positions × %2 pairs</source>
        <translation>遍及 %1 个位置 × %2 对</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/positional/rotationfigure.cpp" line="+34"/>
        <source> (%n whole turns)</source>
        <translation>
            <numerusform>（%n 整圈）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Pair j = %1, ω = %2:
M(δ) turns p_i onto p_i+δ</source>
        <translation>对 j = %1，ω = %2：
M(δ) 将 p_i 转到 p_i+δ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p[i, %1] = sin(i·ω)</source>
        <translation>p[i, %1] = sin(i·ω)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p[i, %1] = cos(i·ω)</source>
        <translation>p[i, %1] = cos(i·ω)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>p_0 … p_%1</source>
        <translation>p_0 … p_%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the turn δ·ω</source>
        <translation>转角 δ·ω</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>δ·ω = %1 rad%2</source>
        <translation>δ·ω = %1 rad%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>p_%1</source>
        <translation>p_%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>p_%1, the true point</source>
        <translation>p_%1，真实点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>M(δ)·p_%1, rotated</source>
        <translation>M(δ)·p_%1，旋转后</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>i = %1</source>
        <translation>i = %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>i+δ = %1</source>
        <translation>i+δ = %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each pair turns by δ·ωⱼ:
fast far, slow barely</source>
        <translation>每对转过 δ·ωⱼ：
快的转得远，慢的几乎不动</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>j=%1: %2 rad</source>
        <translation>j=%1：%2 rad</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScoreBuildFigure</name>
    <message>
        <location filename="../../ui/model/scorebuildfigure.cpp" line="+52"/>
        <source>Layer %1, head %2: query ‘%3’ times each key, element by element</source>
        <translation>第 %1 层，头 %2：查询“%3”与每个键逐元素相乘</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>product</source>
        <translation>乘积</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Summed, ×%1: score → softmax</source>
        <translation>求和，×%1：分数 → softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>key %1 ‘%2’: masked, weight 0</source>
        <translation>键 %1“%2”：被遮蔽，权重 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key %1 ‘%2’: q·k %3, score %4, weight %5</source>
        <translation>键 %1“%2”：q·k %3，分数 %4，权重 %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>key %1 ‘%2’, dimension %3: q %4 × k %5 = %6</source>
        <translation>键 %1“%2”，维度 %3：q %4 × k %5 = %6</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScoresDemo</name>
    <message>
        <location filename="../../ui/lectures/scores/scoresdemo.cpp" line="+153"/>
        <source>Number of queries T_q</source>
        <translation>查询数 T_q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of keys T_k</source>
        <translation>键数 T_k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size of each query d_q</source>
        <translation>每个查询的大小 d_q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size of each key d_k</source>
        <translation>每个键的大小 d_k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hidden size h of the additive score</source>
        <translation>加性分数的隐藏大小 h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of q, k, W, W_q, W_k and w</source>
        <translation>q、k、W、W_q、W_k 和 w 的种子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scores</source>
        <translation>分数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>softmax weights</source>
        <translation>softmax 权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;queries T_q:</source>
        <translation>查询数 T_q(&amp;Q)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;keys T_k:</source>
        <translation>键数 T_k(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>query size d_&amp;q:</source>
        <translation>查询大小 d_q(&amp;Q)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key size d_&amp;k:</source>
        <translation>键大小 d_k(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>additive &amp;hidden h:</source>
        <translation>加性隐藏大小 h(&amp;H)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>&lt;p&gt;Scores from %1 to %2 on one colour scale.%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;分数从 %1 到 %2，使用同一色标。%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;br&gt;&lt;b&gt;d&lt;sub&gt;q&lt;/sub&gt; = %1 ≠ d&lt;sub&gt;k&lt;/sub&gt; = %2:&lt;/b&gt; q·k is not defined, so the dot panels show no numbers.</source>
        <translation>&lt;br&gt;&lt;b&gt;d&lt;sub&gt;q&lt;/sub&gt; = %1 ≠ d&lt;sub&gt;k&lt;/sub&gt; = %2：&lt;/b&gt;q·k 没有定义，因此点积面板不显示数值。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A score a(q, k) says how well key k matches query q; softmax over the keys turns a row of scores into weights.&lt;/p&gt;&lt;p&gt;&lt;b&gt;dot&lt;/b&gt;: a = q·k = Σ&lt;sub&gt;i&lt;/sub&gt; q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; — needs d&lt;sub&gt;q&lt;/sub&gt; = d&lt;sub&gt;k&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;scaled dot&lt;/b&gt;: a = q·k / √d — the same, kept at variance 1 for unit-variance components.&lt;/p&gt;&lt;p&gt;&lt;b&gt;bilinear&lt;/b&gt;: a = qᵀ W k, W: (d&lt;sub&gt;q&lt;/sub&gt;, d&lt;sub&gt;k&lt;/sub&gt;) learned — any sizes; W = I gives the dot product.&lt;/p&gt;&lt;p&gt;&lt;b&gt;additive&lt;/b&gt; (Bahdanau): a = wᵀ tanh(W&lt;sub&gt;q&lt;/sub&gt; q + W&lt;sub&gt;k&lt;/sub&gt; k), W&lt;sub&gt;q&lt;/sub&gt;: (h, d&lt;sub&gt;q&lt;/sub&gt;), W&lt;sub&gt;k&lt;/sub&gt;: (h, d&lt;sub&gt;k&lt;/sub&gt;), w: (h) — any sizes; bounded by Σ|w&lt;sub&gt;i&lt;/sub&gt;|.&lt;/p&gt;&lt;p&gt;q, k ~ N(0, 1); W, W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;, w random with variance 1/fan-in, from the seed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;分数 a(q, k) 表示键 k 与查询 q 的匹配程度；对键做 softmax，把一行分数变成注意力权重。&lt;/p&gt;&lt;p&gt;&lt;b&gt;点积&lt;/b&gt;：a = q·k = Σ&lt;sub&gt;i&lt;/sub&gt; q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; — 需要 d&lt;sub&gt;q&lt;/sub&gt; = d&lt;sub&gt;k&lt;/sub&gt;。&lt;/p&gt;&lt;p&gt;&lt;b&gt;缩放点积&lt;/b&gt;：a = q·k / √d — 同上，但对单位方差的分量保持方差为 1。&lt;/p&gt;&lt;p&gt;&lt;b&gt;双线性&lt;/b&gt;：a = qᵀ W k，W：(d&lt;sub&gt;q&lt;/sub&gt;, d&lt;sub&gt;k&lt;/sub&gt;) 可学习 — 任意大小；W = I 时即为点积。&lt;/p&gt;&lt;p&gt;&lt;b&gt;加性&lt;/b&gt;（Bahdanau）：a = wᵀ tanh(W&lt;sub&gt;q&lt;/sub&gt; q + W&lt;sub&gt;k&lt;/sub&gt; k)，W&lt;sub&gt;q&lt;/sub&gt;：(h, d&lt;sub&gt;q&lt;/sub&gt;)，W&lt;sub&gt;k&lt;/sub&gt;：(h, d&lt;sub&gt;k&lt;/sub&gt;)，w：(h) — 任意大小；以 Σ|w&lt;sub&gt;i&lt;/sub&gt;| 为界。&lt;/p&gt;&lt;p&gt;q, k ~ N(0, 1)；W、W&lt;sub&gt;q&lt;/sub&gt;、W&lt;sub&gt;k&lt;/sub&gt;、w 随机，方差为 1/fan-in，由种子生成。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScoresFigure</name>
    <message>
        <location line="-201"/>
        <source>dot: q·k</source>
        <translation>点积：q·k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scaled dot: q·k/√d</source>
        <translation>缩放点积：q·k/√d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bilinear: qᵀW k</source>
        <translation>双线性：qᵀW k</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>additive:
wᵀ tanh(W_q q + W_k k)</source>
        <translation>加性：
wᵀ tanh(W_q q + W_k k)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>softmax weight (each row sums to 1)</source>
        <translation>softmax 权重（每行之和为 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score (one scale for all four)</source>
        <translation>分数（四者使用同一刻度）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+53"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>not defined:
%1</source>
        <translation>未定义：
%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>q: %1 queries of size d_q = %2, k: %3 keys of size d_k = %4.</source>
        <translation>q：%1 个大小为 d_q = %2 的查询，k：%3 个大小为 d_k = %4 的键。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dot and scaled dot need d_q = d_k; bilinear (W: %1×%2) and additive (W_q: %3×%1, W_k: %3×%2) do not.</source>
        <translation>点积与缩放点积要求 d_q = d_k；双线性（W：%1×%2）和加性（W_q：%3×%1，W_k：%3×%2）则不要求。</translation>
    </message>
</context>
<context>
    <name>attn::ui::Seq2seqDemo</name>
    <message>
        <location filename="../../ui/lectures/seq2seq/seq2seqdemo.cpp" line="+22"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ 上一步(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next ▶</source>
        <translation>下一步(&amp;N) ▶</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An English sentence for the sample Bahdanau translator; press Enter</source>
        <translation>给示例 Bahdanau 翻译器的英语句子；按 Enter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;English:</source>
        <translation>英语(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step:</source>
        <translation>步骤(&amp;S)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Encoder&lt;/b&gt;: a bidirectional GRU reads the source; h&lt;sub&gt;j&lt;/sub&gt; is its state at word j (keys and values).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score&lt;/b&gt; of each source word for decoder step t, with the previous decoder state s&lt;sub&gt;t−1&lt;/sub&gt; as the query:&lt;br&gt;&amp;nbsp;&amp;nbsp;e&lt;sub&gt;tj&lt;/sub&gt; = v&lt;sup&gt;T&lt;/sup&gt; tanh(W s&lt;sub&gt;t−1&lt;/sub&gt; + U h&lt;sub&gt;j&lt;/sub&gt;)&lt;/p&gt;&lt;p&gt;&lt;b&gt;Weights&lt;/b&gt;: α&lt;sub&gt;tj&lt;/sub&gt; = exp(e&lt;sub&gt;tj&lt;/sub&gt;) / Σ&lt;sub&gt;k&lt;/sub&gt; exp(e&lt;sub&gt;tk&lt;/sub&gt;) &amp;nbsp;(softmax over the source words)&lt;/p&gt;&lt;p&gt;&lt;b&gt;Context&lt;/b&gt;: c&lt;sub&gt;t&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;tj&lt;/sub&gt; h&lt;sub&gt;j&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Decoder&lt;/b&gt;: s&lt;sub&gt;t&lt;/sub&gt; = GRU(s&lt;sub&gt;t−1&lt;/sub&gt;, [y&lt;sub&gt;t−1&lt;/sub&gt;; c&lt;sub&gt;t&lt;/sub&gt;]) writes word y&lt;sub&gt;t&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;A new context is read at every step, so the decoder can look at “Area” first when it writes “zone”.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;编码器&lt;/b&gt;：双向 GRU 读取源句；h&lt;sub&gt;j&lt;/sub&gt; 是它在第 j 个词处的状态（键和值）。&lt;/p&gt;&lt;p&gt;解码步 t 对每个源词的&lt;b&gt;分数&lt;/b&gt;，以上一个解码器状态 s&lt;sub&gt;t−1&lt;/sub&gt; 作为查询：&lt;br&gt;&amp;nbsp;&amp;nbsp;e&lt;sub&gt;tj&lt;/sub&gt; = v&lt;sup&gt;T&lt;/sup&gt; tanh(W s&lt;sub&gt;t−1&lt;/sub&gt; + U h&lt;sub&gt;j&lt;/sub&gt;)&lt;/p&gt;&lt;p&gt;&lt;b&gt;权重&lt;/b&gt;：α&lt;sub&gt;tj&lt;/sub&gt; = exp(e&lt;sub&gt;tj&lt;/sub&gt;) / Σ&lt;sub&gt;k&lt;/sub&gt; exp(e&lt;sub&gt;tk&lt;/sub&gt;) &amp;nbsp;（对源词做 softmax）&lt;/p&gt;&lt;p&gt;&lt;b&gt;上下文&lt;/b&gt;：c&lt;sub&gt;t&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;tj&lt;/sub&gt; h&lt;sub&gt;j&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;解码器&lt;/b&gt;：s&lt;sub&gt;t&lt;/sub&gt; = GRU(s&lt;sub&gt;t−1&lt;/sub&gt;, [y&lt;sub&gt;t−1&lt;/sub&gt;; c&lt;sub&gt;t&lt;/sub&gt;]) 写出词 y&lt;sub&gt;t&lt;/sub&gt;。&lt;/p&gt;&lt;p&gt;每一步都读取新的上下文，因此解码器在写出“zone”时可以先看“Area”。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Not in the vocabulary, read as &lt;unk&gt;: %1</source>
        <translation>不在词表中，读作 &lt;unk&gt;：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The sample Bahdanau translator was not found.</source>
        <translation>未找到示例 Bahdanau 翻译器。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; → &lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Step %3 of %4 writes &lt;b&gt;%5&lt;/b&gt; (p = %6).&lt;/p&gt;&lt;table cellspacing=4&gt;&lt;tr&gt;&lt;th align=left&gt;source word&lt;/th&gt;&lt;th&gt;e&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;th&gt;α&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;/tr&gt;%7&lt;/table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; → &lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;&lt;p&gt;第 %3 步（共 %4 步）写出 &lt;b&gt;%5&lt;/b&gt;（p = %6）。&lt;/p&gt;&lt;table cellspacing=4&gt;&lt;tr&gt;&lt;th align=left&gt;源词&lt;/th&gt;&lt;th&gt;e&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;th&gt;α&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;/tr&gt;%7&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::Seq2seqFigure</name>
    <message>
        <location filename="../../ui/translator/seq2seqfigure.cpp" line="+89"/>
        <source>Seq2seq with attention</source>
        <translation>带注意力的 Seq2seq</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2: s%3 queries every hⱼ; c%4 = Σ αⱼ hⱼ feeds s%4, which writes «%5»</source>
        <translation>第 %1 步（共 %2 步）：s%3 查询每个 hⱼ；c%4 = Σ αⱼ hⱼ 输入 s%4，它写出 «%5»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This diagram shows a Bahdanau (GRU) translator.</source>
        <translation>此图显示的是 Bahdanau (GRU) 翻译器。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample translator sample_models/translator-bahdanau was not found.</source>
        <translation>未找到示例翻译器 sample_models/translator-bahdanau。</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>query s%1</source>
        <translation>查询 s%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>context c%1
= Σⱼ α%1ⱼ hⱼ</source>
        <translation>上下文 c%1
= Σⱼ α%1ⱼ hⱼ</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>French yₜ</source>
        <translation>法语 yₜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decoder sₜ</source>
        <translation>解码器 sₜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights αₜⱼ</source>
        <translation>权重 αₜⱼ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encoder hⱼ</source>
        <translation>编码器 hⱼ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>English</source>
        <translation>英语</translation>
    </message>
</context>
<context>
    <name>attn::ui::SimilarityFigure</name>
    <message>
        <location filename="../../ui/positional/similarityfigures.cpp" line="-116"/>
        <source>p_i · p_j:
equal along diagonals</source>
        <translation>p_i · p_j：
沿对角线相等</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>position j</source>
        <translation>位置 j</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>position i</source>
        <translation>位置 i</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>similarity p_i · p_j</source>
        <translation>相似度 p_i · p_j</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p_i · p_i+k along i:
flat, depends on k only</source>
        <translation>p_i · p_i+k 随 i 变化：
平坦，只取决于 k</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <source>p_i · p_i+k</source>
        <translation>p_i · p_i+k</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>By offset k = j − i, and the
attention of query i = %1</source>
        <translation>按偏移 k = j − i，以及
查询 i = %1 的注意力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offset k = j − i</source>
        <translation>偏移 k = j − i</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>p_i · p_i+k by offset k</source>
        <translation>按偏移 k 的 p_i · p_i+k</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attention weight (right)</source>
        <translation>注意力权重（右）</translation>
    </message>
</context>
<context>
    <name>attn::ui::SqrtDDemo</name>
    <message>
        <location filename="../../ui/lectures/sqrtd/sqrtddemo.cpp" line="+154"/>
        <source>Size d of q and k</source>
        <translation>q 和 k 的大小 d</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairs (q, k) drawn for the histograms</source>
        <translation>为直方图抽取的 (q, k) 对数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;d:</source>
        <translation>d(&amp;D)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draws &amp;N:</source>
        <translation>抽取次数 N(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&lt;p&gt;N = %1 draws, d = %2:&lt;br&gt;var(q·k) = &lt;b&gt;%3&lt;/b&gt; (d = %2)&lt;br&gt;var(q·k/√d) = &lt;b&gt;%4&lt;/b&gt; (1)&lt;br&gt;mean largest weight over %5 keys: &lt;b&gt;%6&lt;/b&gt; unscaled, &lt;b&gt;%7&lt;/b&gt; scaled (uniform: %8)&lt;/p&gt;</source>
        <translation>&lt;p&gt;N = %1 次抽取，d = %2：&lt;br&gt;var(q·k) = &lt;b&gt;%3&lt;/b&gt;（d = %2）&lt;br&gt;var(q·k/√d) = &lt;b&gt;%4&lt;/b&gt;（1）&lt;br&gt;%5 个键上最大权重的均值：未缩放 &lt;b&gt;%6&lt;/b&gt;，缩放后 &lt;b&gt;%7&lt;/b&gt;（均匀：%8）&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;Let q, k have d independent components with mean 0 and variance 1. Each product q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; has mean 0 and variance E[q&lt;sub&gt;i&lt;/sub&gt;²]E[k&lt;sub&gt;i&lt;/sub&gt;²] = 1, so&lt;/p&gt;&lt;p&gt;Var(q·k) = Σ&lt;sub&gt;i=1..d&lt;/sub&gt; Var(q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt;) = d,&lt;br&gt;Var(q·k/√d) = d/d = 1.&lt;/p&gt;&lt;p&gt;Scores of standard deviation √d push softmax towards the largest score: the weights become nearly one-hot and the gradients through the other keys vanish. Dividing by √d keeps the scores at unit scale for every d:&lt;/p&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QKᵀ/√d) V&lt;/p&gt;</source>
        <translation>&lt;p&gt;设 q、k 有 d 个独立分量，均值为 0，方差为 1。每个乘积 q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; 的均值为 0，方差为 E[q&lt;sub&gt;i&lt;/sub&gt;²]E[k&lt;sub&gt;i&lt;/sub&gt;²] = 1，因此&lt;/p&gt;&lt;p&gt;Var(q·k) = Σ&lt;sub&gt;i=1..d&lt;/sub&gt; Var(q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt;) = d，&lt;br&gt;Var(q·k/√d) = d/d = 1。&lt;/p&gt;&lt;p&gt;标准差为 √d 的分数会把 softmax 推向最大的分数：权重变得几乎是独热的，经过其他键的梯度消失。除以 √d 使分数在任何 d 下都保持单位尺度：&lt;/p&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QKᵀ/√d) V&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::SqrtDFigure</name>
    <message>
        <location line="-165"/>
        <source>N(0, %1) density</source>
        <translation>N(0, %1) 密度</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>q·k, d = %1: variance %2 ≈ d</source>
        <translation>q·k，d = %1：方差 %2 ≈ d</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>density</source>
        <translation>密度</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+18"/>
        <source>q·k</source>
        <translation>q·k</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>q·k/√d: variance %1 ≈ 1</source>
        <translation>q·k/√d：方差 %1 ≈ 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+18"/>
        <source>q·k/√d</source>
        <translation>q·k/√d</translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <source>Largest weight: mean over %n keys</source>
        <translation>
            <numerusform>最大权重：%n 个键上的平均</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>1/%1</source>
        <translation>1/%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>softmax weight</source>
        <translation>softmax 权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>softmax(q·k): near one-hot</source>
        <translation>softmax(q·k)：接近独热</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>softmax(q·k/√d): spread</source>
        <translation>softmax(q·k/√d)：分散</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepText</name>
    <message>
        <location filename="../../ui/explorer/explorerstepcontent.cpp" line="+26"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="+28"/>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="+1"/>
        <source>dim.</source>
        <comment>dimension, shortened under a narrow matrix</comment>
        <translation>维</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="+31"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+6"/>
        <source>vector entry</source>
        <translation>向量元素</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+8"/>
        <location line="+12"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="-11"/>
        <location line="+11"/>
        <location line="+14"/>
        <location line="+36"/>
        <location line="+22"/>
        <location line="+6"/>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+9"/>
        <location line="+3"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="-87"/>
        <location line="+2"/>
        <location filename="../../ui/explorer/explorerstepsfigure.cpp" line="-260"/>
        <location line="+2"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled score</source>
        <translation>缩放分数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output = weights × V</source>
        <translation>输出 = 权重 × V</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>query %1 “%2”, key %3 “%4”</source>
        <translation>查询 %1“%2”，键 %3“%4”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Q, K, V: each token&apos;s query, key and value vectors (d = %1). Followed: %2.</source>
        <translation>Q、K、V：每个词元的查询、键和值向量（d = %1）。跟踪：%2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scores: score(q_%1, k_%2) = %3</source>
        <translation>分数：score(q_%1, k_%2) = %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scale: %1 × %2 = %3 (×1/√d keeps the variance near 1; t = %4)</source>
        <translation>缩放：%1 × %2 = %3（×1/√d 使方差保持在 1 附近；t = %4）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scaled</source>
        <translation>缩放后</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>masked</source>
        <translation>掩码后</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Mask: blocked pairs become −∞; (%1, %2) is %3</source>
        <translation>掩码：被屏蔽的对变为 −∞；(%1, %2) 为 %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Softmax along row %1: weight(%2 → %3) = %4; the row sums to 1</source>
        <translation>沿第 %1 行做 softmax：权重(%2 → %3) = %4；该行之和为 1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Output: row %1 of weights × V mixes the values: out_%1 = Σ_j w_%1j v_j</source>
        <translation>输出：权重的第 %1 行 × V 混合各值：out_%1 = Σ_j w_%1j v_j</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="-23"/>
        <source>output dimension</source>
        <translation>输出维度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Projections: the custom Q, K and V are used as given; they form one head, with no W^Q, W^K or W^V to show.</source>
        <translation>投影：自定义的 Q、K 和 V 按原样使用；它们构成一个头，没有可显示的 W^Q、W^K 或 W^V。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>h_1 = output</source>
        <translation>h_1 = 输出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heads: custom matrices form one head (H = 1); its output h_1 is step 6&apos;s output.</source>
        <translation>头：自定义矩阵构成一个头（H = 1）；其输出 h_1 即第 6 步的输出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggregation: with one head there is nothing to concatenate and no W^O; the output A is h_1.</source>
        <translation>聚合：只有一个头时无需拼接，也没有 W^O；输出 A 即 h_1。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>input entry</source>
        <translation>输入元素</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E dimension</source>
        <translation>E 维度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E_k dimension</source>
        <translation>E_k 维度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E_v dimension</source>
        <translation>E_v 维度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projections of head %1 (each of the %2 heads has its own): Q = X·W_%1^Q%3 with X:(N, E) = (%4×%5) and W_%1^Q:(E, E_i) = (%5×%6); W_%1^K:(E_k, E_i) = (%7×%6) gives K, W_%1^V:(E_v, E_h) = (%8×%9) gives V: the Q, K and V of step 1. Row %10 of X becomes q_%10.</source>
        <translation>头 %1 的投影（%2 个头各有自己的投影）：Q = X·W_%1^Q%3，其中 X:(N, E) = (%4×%5)，W_%1^Q:(E, E_i) = (%5×%6)；W_%1^K:(E_k, E_i) = (%7×%6) 得到 K，W_%1^V:(E_v, E_h) = (%8×%9) 得到 V：即第 1 步的 Q、K 和 V。X 的第 %10 行成为 q_%10。</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+22"/>
        <source>head output entry</source>
        <translation>头输出元素</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Heads: each of the H = %1 heads attends on its own, h_i = Attn(Q·W_i^Q, K·W_i^K, V·W_i^V):(N, E_h) = (%2×%3). h_%4 is step 6&apos;s output; its row %5 is outlined.</source>
        <translation>头：H = %1 个头各自独立计算注意力，h_i = Attn(Q·W_i^Q, K·W_i^K, V·W_i^V):(N, E_h) = (%2×%3)。h_%4 是第 6 步的输出；其第 %5 行已框出。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A = average</source>
        <translation>A = 平均</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output entry</source>
        <translation>输出元素</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Average: A = (h_1 + … + h_%1)/%1:(N, E_h) = (%2×%3), no W^O. A[%4, 1] = mean of the heads&apos; first entries in row %4 = %5.</source>
        <translation>平均：A = (h_1 + … + h_%1)/%1:(N, E_h) = (%2×%3)，没有 W^O。A[%4, 1] = 第 %4 行各头第一个元素的平均 = %5。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E_h·H dimension</source>
        <translation>E_h·H 维度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Concatenate and project: Concat(h_1, …, h_%1):(N, E_h·H) = (%2×%3) × W^O:(E_h·H, E_a) = (%3×%4)%5 = A:(N, E_a) = (%2×%4), the layer&apos;s output. h_%6 fills columns %7–%8 and meets rows %7–%8 of W^O (outlined); A[%9, 1] = %10.</source>
        <translation>拼接并投影：Concat(h_1, …, h_%1):(N, E_h·H) = (%2×%3) × W^O:(E_h·H, E_a) = (%3×%4)%5 = A:(N, E_a) = (%2×%4)，即该层的输出。h_%6 占据第 %7–%8 列，并与 W^O 的第 %7–%8 行相乘（已框出）；A[%9, 1] = %10。</translation>
    </message>
</context>
<context>
    <name>attn::ui::TextFile</name>
    <message>
        <location filename="../../ui/common/textfile.cpp" line="+25"/>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 不是 UTF-8 文本</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorDocument</name>
    <message>
        <location filename="../../ui/translator/translatordocument.cpp" line="+24"/>
        <source>encoder self-attention</source>
        <translation>编码器自注意力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decoder causal self-attention</source>
        <translation>解码器因果自注意力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cross-attention</source>
        <translation>交叉注意力</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is not a translator folder (its config.json must name model_type bahdanau-gru or transformer-seq2seq)</source>
        <translation>%1 不是翻译器文件夹（其 config.json 必须将 model_type 指定为 bahdanau-gru 或 transformer-seq2seq）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>open a translator model first</source>
        <translation>请先打开翻译器模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>type a sentence to translate; the previous translation is kept</source>
        <translation>请输入要翻译的句子；保留之前的翻译</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; the previous translation is kept</source>
        <translation>%1；保留之前的翻译</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>French</source>
        <translation>法语</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Russian</source>
        <translation>俄语</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>German</source>
        <translation>德语</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spanish</source>
        <translation>西班牙语</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Persian</source>
        <translation>波斯语</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no translator</source>
        <translation>无翻译器</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bahdanau GRU translator (%1)</source>
        <translation>Bahdanau GRU 翻译器（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer translator, %1 + %1 layers × %2 heads (%3)</source>
        <translation>Transformer 翻译器，%1 + %1 层 × %2 个头（%3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Greedy decoding, the likeliest word at each step: the model asks for beam search over %1 candidates (num_beams), which may choose other words.</source>
        <translation>贪心解码，每一步取最可能的词：模型要求做 %1 个候选的束搜索（num_beams），它可能选出别的词。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (unk)</source>
        <translation> (unk)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>there is no translation to save: type a sentence</source>
        <translation>没有可保存的译文：请输入一个句子</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+9"/>
        <source>target word (query)</source>
        <translation>目标词（查询）</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>source word (query)</source>
        <translation>源词（查询）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decoder input (query)</source>
        <translation>解码器输入（查询）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>decoder input (key)</source>
        <translation>解码器输入（键）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>source word (key)</source>
        <translation>源词（键）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bahdanau alignment α (target × source)</source>
        <translation>Bahdanau 对齐 α（目标 × 源）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, layer %2, head %3</source>
        <translation>%1，第 %2 层，头 %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>alignment α</source>
        <translation>对齐 α</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cross-attention, layer %1, head %2</source>
        <translation>交叉注意力，第 %1 层，头 %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorGridFigure</name>
    <message>
        <location filename="../../ui/translator/translatorgridfigure.cpp" line="+17"/>
        <source>The Bahdanau translator has one alignment and no layers or heads:
see the Alignment view.</source>
        <translation>Bahdanau 翻译器只有一个对齐，没有层或头：
请查看“对齐”视图。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No translation yet.</source>
        <translation>尚无翻译。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: every layer (rows) and head (columns)</source>
        <translation>%1：每一层（行）和每个头（列）</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorLinesFigure</name>
    <message>
        <location filename="../../ui/translator/translatorlinesfigure.cpp" line="+36"/>
        <source>%1
left: %2 · right: %3
line width and opacity = weight · current step in orange</source>
        <translation>%1
左：%2 · 右：%3
线宽和不透明度 = 权重 · 当前步骤为橙色</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorPage</name>
    <message>
        <location filename="../../ui/translator/translatorpage.cpp" line="+34"/>
        <location line="+201"/>
        <source>Heatmap</source>
        <translation>热图</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>All layers and heads</source>
        <translation>所有层和头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token lines</source>
        <translation>词元连线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step by step</source>
        <translation>逐步</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Not in the vocabulary, read as &lt;unk&gt;: %1</source>
        <translation>不在词表中，读作 &lt;unk&gt;：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The translator: the shipped samples and the folders opened</source>
        <translation>翻译器：随附的示例和已打开的文件夹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open translator folder…</source>
        <translation>打开翻译器文件夹(&amp;O)…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ 上一步(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next ▶</source>
        <translation>下一步(&amp;N) ▶</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The previous target word (Left arrow over the views)</source>
        <translation>上一个目标词（在视图上按左方向键）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next target word (Right arrow over the views)</source>
        <translation>下一个目标词（在视图上按右方向键）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>A sentence; press Enter</source>
        <translation>一个句子；按 Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sentence to translate; press Enter to apply</source>
        <translation>要翻译的句子；按 Enter 应用</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&amp;Attention:</source>
        <translation>注意力(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Layer:</source>
        <translation>层(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head:</source>
        <translation>头(&amp;H)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoding:</source>
        <translation>解码：</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a translator folder</source>
        <translation>打开翻译器文件夹</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not in the vocabulary (read as &amp;lt;unk&amp;gt;, marked “(unk)”): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>不在词表中（读作 &amp;lt;unk&amp;gt;，标记为“(unk)”）：&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Alignment</source>
        <translation>对齐</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No translation yet.</source>
        <translation>尚无翻译。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 of %2: «%3»</source>
        <translation>第 %1 步（共 %2 步）：«%3»</translation>
    </message>
    <message>
        <location filename="../../ui/translator/translatorlesson.cpp" line="+74"/>
        <source>the Translator tab has no view “%1” (known: %2)</source>
        <translation>“翻译器”选项卡没有视图“%1”（已知：%2）</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorStepsFigure</name>
    <message>
        <location filename="../../ui/translator/translatorstepsfigure.cpp" line="+47"/>
        <source>No translation yet.</source>
        <translation>尚无翻译。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 of %2: the decoder writes «%3» (p = %4)</source>
        <translation>第 %1 步（共 %2 步）：解码器写出 «%3»（p = %4）</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>query: the previous decoder state s%1 (%n numbers)</source>
        <translation>
            <numerusform>查询：解码器的上一个状态 s%1（%n 个数）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>query: the last decoder layer&apos;s input to cross-attention (%n numbers)</source>
        <translation>
            <numerusform>查询：解码器最后一层输入交叉注意力的向量（%n 个数）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+34"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>weights over the source words (%1), sum = 1</source>
        <translation>对源词的权重（%1），和 = 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>source word</source>
        <translation>源词</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>context vector c%1 = Σⱼ αⱼ hⱼ (%n numbers)</source>
        <translation>
            <numerusform>上下文向量 c%1 = Σⱼ αⱼ hⱼ（%n 个数）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>context: the last layer&apos;s cross-attention output (%n numbers)</source>
        <translation>
            <numerusform>上下文：最后一层交叉注意力的输出（%n 个数）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>context</source>
        <translation>上下文</translation>
    </message>
</context>
<context>
    <name>attn::ui::VisionDocument</name>
    <message>
        <location filename="../../ui/vision/visiondocument.cpp" line="+98"/>
        <source>the longer side must be from 0 (the model&apos;s size) to %1 pixels, not %2</source>
        <translation>长边必须为 0（模型的尺寸）到 %1 像素，而不是 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+171"/>
        <source>the discard ratio must be at least 0 and below 1, not %1</source>
        <translation>丢弃比例必须不小于 0 且小于 1，而不是 %1</translation>
    </message>
    <message>
        <location line="-168"/>
        <location line="+164"/>
        <source>the share of attention to keep must be above 0 and at most 1, not %1</source>
        <translation>保留的注意力份额必须大于 0 且不超过 1，而不是 %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 (p = %2)</source>
        <translation>%1（p = %2）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>there is no map to save: open a model and a photo</source>
        <translation>没有可保存的图：请打开模型和照片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the map file must end in .csv or .npy</source>
        <translation>图文件必须以 .csv 或 .npy 结尾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every head&apos;s maps are three-dimensional: save them as .npy</source>
        <translation>所有头的图是三维的：请保存为 .npy</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No model: open a ViT or DINO folder</source>
        <translation>没有模型：请打开 ViT 或 DINO 文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No picture: open a photo</source>
        <translation>没有图片：请打开一张照片</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[CLS] → patches, layer %1, head %2</source>
        <translation>[CLS] → 图块，第 %1 层，头 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[CLS] → patches, every head of layer %1</source>
        <translation>[CLS] → 图块，第 %1 层的所有头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patches holding %1 % of the [CLS] attention, layer %2, head %3</source>
        <translation>占 [CLS] 注意力 %1 % 的图块，第 %2 层，头 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Patch (%1, %2) → patches, layer %3, head %4</source>
        <translation>图块 (%1, %2) → 图块，第 %3 层，头 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rollout over %1 layers, heads fused by %2, %3 % discarded</source>
        <translation>跨 %1 层的 rollout，头按 %2 融合，丢弃 %3 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min</source>
        <translation>最小</translation>
    </message>
    <message>
        <location filename="../../ui/vision/visionlesson.cpp" line="+66"/>
        <source>“patch” must be [x, y], two whole numbers from 1</source>
        <translation>“patch” 必须是 [x, y]，两个从 1 起的整数</translation>
    </message>
</context>
<context>
    <name>attn::ui::VisionFigure</name>
    <message>
        <location filename="../../ui/vision/visionfigure.cpp" line="+93"/>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · the model says %1</source>
        <translation> · 模型判断：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rollout / its largest</source>
        <translation>rollout / 其最大值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>head %1, </source>
        <translation>头 %1，</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1patch (%2, %3): %4</source>
        <translation>%1图块 (%2, %3)：%4</translation>
    </message>
</context>
<context>
    <name>attn::ui::VisionPage</name>
    <message>
        <location filename="../../ui/vision/visionlesson.cpp" line="+53"/>
        <source>the Vision tab has no view “%1” (known: %2)</source>
        <translation>视觉标签页没有视图“%1”（已知：%2）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>patch (%1, %2) is outside the %3 × %4 patches</source>
        <translation>图块 (%1, %2) 超出 %3 × %4 个图块</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the model has %1 layers of %2 heads</source>
        <translation>模型有 %1 层，每层 %2 个头</translation>
    </message>
    <message>
        <location filename="../../ui/vision/visionpage.cpp" line="+57"/>
        <source>&amp;Open model folder…</source>
        <translation>打开模型文件夹(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A vision transformer in the Hugging Face layout (ViT, DINO, DeiT, DINOv2): config.json, model.safetensors, preprocessor_config.json</source>
        <translation>Hugging Face 格式的视觉 Transformer（ViT、DINO、DeiT、DINOv2）：config.json、model.safetensors、preprocessor_config.json</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;photo…</source>
        <translation>打开照片(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A PNG or JPEG of any size and shape</source>
        <translation>任意大小和形状的 PNG 或 JPEG</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(choose a sample picture)</source>
        <translation>（选择示例图片）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One head: [CLS] → patches</source>
        <translation>单个头：[CLS] → 图块</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every head of the layer</source>
        <translation>该层的所有头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threshold mask (DINO)</source>
        <translation>阈值掩码（DINO）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A patch&apos;s own attention</source>
        <translation>单个图块自己的注意力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rollout over all layers</source>
        <translation>跨所有层的 rollout</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Keep the fewest patches that together hold this share of the head&apos;s [CLS] attention; the others are darkened</source>
        <translation>保留合计占该头 [CLS] 注意力这一份额的最少图块；其余变暗</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min</source>
        <translation>最小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the heads of a layer are fused before the layers are multiplied</source>
        <translation>在各层相乘之前如何融合一层的各个头</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per layer, the lowest weights dropped before the layers are multiplied (vit-explain&apos;s discard ratio)</source>
        <translation>每层在相乘之前丢弃最小的权重（vit-explain 的丢弃比例）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the model was trained</source>
        <translation>与模型训练时相同</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep the photo&apos;s shape</source>
        <translation>保持照片的形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As trained: the checkpoint&apos;s resize (usually a square). Keep the shape: the longer side below, in whole patches, with the position embeddings interpolated</source>
        <translation>与训练相同：按检查点的缩放（通常为正方形）。保持形状：使用下方的长边，按整块图块，并插值位置嵌入</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model&apos;s size</source>
        <translation>模型的尺寸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Smooth between patches</source>
        <translation>图块之间平滑(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sample:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View:</source>
        <translation>视图(&amp;V)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Layer:</source>
        <translation>层(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head:</source>
        <translation>头(&amp;H)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep:</source>
        <translation>保留(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fuse heads by:</source>
        <translation>头的融合方式(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard:</source>
        <translation>丢弃(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;zing:</source>
        <translation>尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longer side:</source>
        <translation>长边：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opacity:</source>
        <translation>不透明度：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colours:</source>
        <translation>配色：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a ViT model folder</source>
        <translation>打开 ViT 模型文件夹</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a photo</source>
        <translation>打开照片</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.webp)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.bmp *.webp)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[CLS] and a distillation token</source>
        <translation>[CLS] 和一个蒸馏词元</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>[CLS] and %n registers</source>
        <translation>
            <numerusform>[CLS] 和 %n 个寄存器</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[CLS]</source>
        <translation>[CLS]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 × %3 patches + %4 · %5 layers × %6 heads</source>
        <translation>%1：%2 × %3 个图块 + %4 · %5 层 × %6 个头</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No model: open a ViT, DINO, DeiT or DINOv2 folder.</source>
        <translation>没有模型：请打开 ViT、DINO、DeiT 或 DINOv2 文件夹。</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Click the photo to see a patch&apos;s own attention.</source>
        <translation>点击照片可查看某个图块自己的注意力。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a photo.</source>
        <translation>请打开一张照片。</translation>
    </message>
</context>
</TS>
