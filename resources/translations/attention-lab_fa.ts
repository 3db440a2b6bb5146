<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../../ui/shell/aboutbox.cpp" line="+22"/>
        <source>&lt;h3&gt;AttentionLab %1&lt;/h3&gt;&lt;p&gt;Attention in neural networks, computed and shown: heads, layers, positional encodings and the lectures&apos; demonstrations, offline.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;Eigen %4&lt;br&gt;QCustomPlot %5&lt;br&gt;Matrix products on this CPU: %6&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;AttentionLab %1&lt;/h3&gt;&lt;p&gt;سازوکار توجه در شبکه‌های عصبی، محاسبه و نمایش‌داده‌شده: سرها، لایه‌ها، رمزگذاری موقعیت و نمایش‌های درس‌نامه‌ها، بدون اینترنت.&lt;/p&gt;&lt;p&gt;‏Qt %2 (ساخته‌شده با %3)&lt;br&gt;Eigen %4&lt;br&gt;QCustomPlot %5&lt;br&gt;ضرب ماتریس‌ها روی این پردازنده: %6&lt;/p&gt;&lt;p&gt;نرم‌افزار آزاد تحت پروانهٔ ⁦GNU General Public License⁩، نسخهٔ ⁦3⁩ یا بالاتر.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>About AttentionLab</source>
        <translation>درباره AttentionLab</translation>
    </message>
</context>
<context>
    <name>ColorMaps</name>
    <message>
        <location filename="../../ui/plotkit/colormaps.cpp" line="+75"/>
        <source>viridis</source>
        <translation>⁦viridis⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>magma</source>
        <translation>⁦magma⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cividis</source>
        <translation>⁦cividis⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diverging</source>
        <translation>واگرا</translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <location filename="../../ui/caption/captionlesson.cpp" line="+62"/>
        <source>“scene”: %1</source>
        <translation>⁦“scene”⁩: %1</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>give “scene” or “image”, not both: one picture</source>
        <translation>⁦“scene”⁩ یا ⁦“image”⁩ را بدهید، نه هر دو: یک تصویر</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorerlesson.cpp" line="+52"/>
        <location filename="../../ui/lectures/lecturelesson.cpp" line="+156"/>
        <source>“head” must be from 1 to the %1 heads, not %2</source>
        <translation>⁦“head”⁩ باید از ۱ تا ⁦%1⁩ سر باشد، نه ⁦%2⁩</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/lecturelesson.cpp" line="+26"/>
        <source>“maxN” (%1) must not be below “minN” (%2)</source>
        <translation>⁦“maxN” (%1)⁩ نباید کمتر از ⁦“minN” (%2)⁩ باشد</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the sample translator sample_models/translator-bahdanau was not found</source>
        <translation>مترجم نمونهٔ ⁦sample_models/translator-bahdanau⁩ پیدا نشد</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../ui/translator/translatorlesson.cpp" line="+33"/>
        <source>“step” must be from 1 to %1 for this sentence, not %2</source>
        <translation>⁦“step”⁩ برای این جمله باید از ۱ تا ⁦%1⁩ باشد، نه ⁦%2⁩</translation>
    </message>
    <message>
        <location line="+77"/>
        <location line="+11"/>
        <source>no demonstration called “%1”</source>
        <translation>نمایشی به نام ⁦“%1”⁩ وجود ندارد</translation>
    </message>
    <message>
        <location filename="../../ui/common/jsonfields.cpp" line="+22"/>
        <source>a list</source>
        <translation>فهرست</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>شیء</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>“%1” must be text, not %2</source>
        <translation>⁦“%1”⁩ باید متن باشد، نه %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” must be a whole number from %2 to %3, not %4</source>
        <translation>⁦“%1”⁩ باید عددی صحیح از ⁦%2⁩ تا ⁦%3⁩ باشد، نه %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>“%1” must be a number from %2 to %3, not %4</source>
        <translation>⁦“%1”⁩ باید عددی از ⁦%2⁩ تا ⁦%3⁩ باشد، نه %4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>“%1” must be true or false, not %2</source>
        <translation>⁦“%1”⁩ باید true یا false باشد، نه %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” must be a list of at most %2 whole numbers from %3 to %4, not %5</source>
        <translation>⁦“%1”⁩ باید فهرستی از حداکثر ⁦%2⁩ عدد صحیح از ⁦%3⁩ تا ⁦%4⁩ باشد، نه %5</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n numbers</source>
        <translation>
            <numerusform>⁦%n⁩ عدد</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../ui/common/jsonfields.h" line="+39"/>
        <source>“%1” must be one of %2, not “%3”</source>
        <translation>⁦“%1”⁩ باید یکی از ⁦%2⁩ باشد، نه ⁦“%3”⁩</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>unknown setting “%1” (known: %2)</source>
        <translation>تنظیم ناشناختهٔ ⁦“%1”⁩ (شناخته‌شده‌ها: ⁦%2⁩)</translation>
    </message>
    <message>
        <location filename="../../ui/common/lessonpages.cpp" line="+34"/>
        <source>“model” must be a sample (%1) or a model folder, not “%2”</source>
        <translation>⁦“model”⁩ باید یک نمونه (⁦%1⁩) یا پوشهٔ مدل باشد، نه ⁦“%2”⁩</translation>
    </message>
    <message>
        <location filename="../../ui/overview/onehotpage.cpp" line="+27"/>
        <source>“text” must have at least one word</source>
        <translation>⁦“text”⁩ باید دست‌کم یک واژه داشته باشد</translation>
    </message>
    <message>
        <location filename="../../ui/translator/translatorlesson.cpp" line="-11"/>
        <source>the Bahdanau translator has one alignment: no “attention”, “layer” or “head” but cross, 1 and 1</source>
        <translation>مترجم Bahdanau فقط یک هم‌ترازی دارد: ⁦“attention”⁩، ⁦“layer”⁩ و ⁦“head”⁩ فقط cross، ۱ و ۱ هستند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“layer” and “head” must be within the translator&apos;s %1 layers × %2 heads, not layer %3, head %4</source>
        <translation>⁦“layer”⁩ و ⁦“head”⁩ باید در محدودهٔ ⁦%1⁩ لایه × ⁦%2⁩ سر مترجم باشند، نه لایهٔ ⁦%3⁩، سر ⁦%4⁩</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../ui/shell/language.cpp" line="+74"/>
        <source>unknown language &apos;%1&apos; (known: %2)</source>
        <translation>زبان ناشناخته &apos;%1&apos; (زبان‌های شناخته‌شده: %2)</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location line="-54"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../../ui/shell/settingsfile.cpp" line="+109"/>
        <source>disk full</source>
        <translation>دیسک پر است</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file or its folder cannot be written</source>
        <translation>در فایل یا پوشهٔ آن نمی‌توان نوشت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot save the settings to %1: %2</source>
        <translation>تنظیم‌ها در ⁦%1⁩ ذخیره نمی‌شوند: %2</translation>
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
        <translation>query</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-67"/>
        <location line="+68"/>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-67"/>
        <location line="+69"/>
        <source>value</source>
        <translation>value</translation>
    </message>
    <message>
        <location line="-6"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-39"/>
        <source>keys %1 and values %2 must have the same number of rows (one value per key)</source>
        <translation>‏key‌ها ⁦%1⁩ و value‌ها ⁦%2⁩ باید تعداد سطر برابر داشته باشند (یک value برای هر key)</translation>
    </message>
    <message>
        <location filename="../../core/attention/masks.cpp" line="+22"/>
        <source>key padding mask has %1 entries but there are %2 keys</source>
        <translation>ماسک پرکردن key‌ها ⁦%1⁩ درایه دارد ولی ⁦%2⁩ key وجود دارد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>explicit mask %1 does not match scores %2</source>
        <translation>ماسک صریح ⁦%1⁩ با امتیازهای ⁦%2⁩ هم‌خوان نیست</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>padding: real length %1 must lie in 0..%2</source>
        <translation>پرکردن: طول واقعی ⁦%1⁩ باید در بازهٔ ⁦0..%2⁩ باشد</translation>
    </message>
    <message>
        <location filename="../../core/attention/multihead.cpp" line="+17"/>
        <location line="+14"/>
        <location filename="../../core/attention/multihead_forward.cpp" line="-28"/>
        <location filename="../../core/attention/multihead_steps.cpp" line="+14"/>
        <location line="+65"/>
        <source>number of heads must be at least 1, got %1</source>
        <translation>تعداد سرها باید دست‌کم ۱ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>model dimension must be at least 1, got %1</source>
        <translation>بُعد مدل باید دست‌کم ۱ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>model dimension %1 is not divisible by %2 heads (E_i = E/H must be whole)</source>
        <translation>بُعد مدل ⁦%1⁩ بر ⁦%2⁩ سر بخش‌پذیر نیست (⁦E_i = E/H⁩ باید صحیح باشد)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>multi-head sizes must all be positive: E=%1 E_k=%2 E_v=%3 E_i=%4 E_h=%5 E_a=%6</source>
        <translation>همهٔ اندازه‌های توجه چند سر باید مثبت باشند: ⁦E=%1 E_k=%2 E_v=%3 E_i=%4 E_h=%5 E_a=%6⁩</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>at least one head&apos;s W^Q is needed</source>
        <translation>دست‌کم ⁦W^Q⁩ یک سر لازم است</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>got %1 W^Q, %2 W^K and %3 W^V; one of each per head is needed</source>
        <translation>⁦%1⁩ ماتریس ⁦W^Q⁩، ⁦%2⁩ ماتریس ⁦W^K⁩ و ⁦%3⁩ ماتریس ⁦W^V⁩ داده شد؛ از هر کدام یکی برای هر سر لازم است</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1W^Q %2 differs from head 1&apos;s %3</source>
        <translation>⁦%1W^Q %2⁩ با ⁦%3⁩ سر ۱ فرق دارد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1W^K %2 must be %3</source>
        <translation>⁦%1W^K %2⁩ باید ⁦%3⁩ باشد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1W^V %2 differs from head 1&apos;s %3</source>
        <translation>⁦%1W^V %2⁩ با ⁦%3⁩ سر ۱ فرق دارد</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>W^O %1 must have H*E_h = %2 rows</source>
        <translation>⁦W^O %1⁩ باید ⁦H*E_h = %2⁩ سطر داشته باشد</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a query/key norm of %1 values does not fit %2 heads in %3</source>
        <translation>نرمال‌سازی query/key با ⁦%1⁩ مقدار با ⁦%2⁩ سر در ⁦%3⁩ جور نیست</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>queries %1 and keys %2 do not fit W^Q %3 and W^K %4</source>
        <translation>‏queryهای ⁦%1⁩ و keyهای ⁦%2⁩ با ⁦W^Q %3⁩ و ⁦W^K %4⁩ جور نیستند</translation>
    </message>
    <message>
        <location filename="../../core/attention/multihead_forward.cpp" line="-29"/>
        <location line="+8"/>
        <source>%1 has %2 entries, expected %3</source>
        <translation>⁦%1⁩ دارای ⁦%2⁩ درایه است، ⁦%3⁩ انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the weights must be kept for kept scores and for bilinear or additive scores</source>
        <translation>برای نگه‌داشتن امتیازها و برای امتیازهای دوخطی یا جمعی باید وزن‌ها نگه داشته شوند</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>W^Q %1 does not split into %2 equal heads</source>
        <translation>⁦W^Q %1⁩ به ⁦%2⁩ سر برابر تقسیم نمی‌شود</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 query heads do not share %2 key/value heads evenly</source>
        <translation>⁦%1⁩ سر query نمی‌توانند ⁦%2⁩ سر key/value را به‌طور برابر شریک شوند</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/attention/multihead_steps.cpp" line="+2"/>
        <source>W^V %1 does not split into %2 equal heads</source>
        <translation>⁦W^V %1⁩ به ⁦%2⁩ سر برابر تقسیم نمی‌شود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>query dim %1 does not match W^Q %2 (E rows)</source>
        <translation>بُعد query ⁦%1⁩ با ⁦W^Q %2⁩ (⁦E⁩ سطر) هم‌خوان نیست</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>key dim %1 does not match W^K %2 (E_k rows)</source>
        <translation>بُعد key ⁦%1⁩ با ⁦W^K %2⁩ (⁦E_k⁩ سطر) هم‌خوان نیست</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>value dim %1 does not match W^V %2 (E_v rows)</source>
        <translation>بُعد value ⁦%1⁩ با ⁦W^V %2⁩ (⁦E_v⁩ سطر) هم‌خوان نیست</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>W^K %1 needs %2 heads of W^Q %3&apos;s E_i columns</source>
        <translation>⁦W^K %1⁩ به ⁦%2⁩ سر با ستون‌های ⁦E_i⁩ ماتریس ⁦W^Q %3⁩ نیاز دارد</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../core/attention/multihead_steps.cpp" line="-47"/>
        <source>W^O %1 must have H*E_h = %2 rows for concatenation</source>
        <translation>⁦W^O %1⁩ برای الحاق باید ⁦H*E_h = %2⁩ سطر داشته باشد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 head ablations for %2 heads</source>
        <translation>⁦%1⁩ جایگزینی سر برای ⁦%2⁩ سر</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../core/attention/softmax.cpp" line="+16"/>
        <source>temperature must be a positive number, got %1</source>
        <translation>دما باید عددی مثبت باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 score needs parameters for each of the %2 heads, got %3</source>
        <translation>تابع امتیازدهی ⁦%1⁩ برای هر یک از ⁦%2⁩ سر پارامتر لازم دارد، ⁦%3⁩ داده شد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>output rows %1 to %2 are outside the %3 queries</source>
        <translation>سطرهای خروجی ⁦%1⁩ تا ⁦%2⁩ بیرون از ⁦%3⁩ پرس‌وجو هستند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rotary positions need at most E_i/2 = %1 frequencies, got %2</source>
        <translation>کدگذاری چرخشی حداکثر به ⁦E_i/2 = %1⁩ بسامد نیاز دارد، ⁦%2⁩ داده شد</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>head %1: scores overflow the float range; scale the inputs down</source>
        <translation>سر ⁦%1⁩: امتیازها از بازهٔ float بیرون می‌زنند؛ ورودی‌ها را کوچک‌تر کنید</translation>
    </message>
    <message>
        <location filename="../../core/attention/multihead_steps.cpp" line="-16"/>
        <source>W^Q %1 and W^V %2 do not split into %3 equal heads</source>
        <translation>⁦W^Q %1⁩ و ⁦W^V %2⁩ به ⁦%3⁩ سر برابر تقسیم نمی‌شوند</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>W^K %1 and W^Q %2 need the same E_i columns per head</source>
        <translation>⁦W^K %1⁩ و ⁦W^Q %2⁩ باید برای هر سر ستون‌های ⁦E_i⁩ یکسان داشته باشند</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the heads&apos; outputs %1 need H*E_h = %2 columns, as W^V %3 gives</source>
        <translation>خروجی‌های سرها ⁦%1⁩ به ⁦H*E_h = %2⁩ ستون نیاز دارند، همان‌طور که ⁦W^V %3⁩ می‌دهد</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>output bias has %1 entries, expected %2</source>
        <translation>بایاس خروجی ⁦%1⁩ درایه دارد، ⁦%2⁩ انتظار می‌رفت</translation>
    </message>
    <message>
        <location filename="../../core/attention/rollout.cpp" line="+73"/>
        <source>attention rollout needs at least one layer</source>
        <translation>گسترش توجه (rollout) دست‌کم یک لایه لازم دارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the discard ratio must be at least 0 and below 1, got %1</source>
        <translation>نسبت حذف باید دست‌کم ۰ و کمتر از ۱ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention rollout: layer 1 has no heads</source>
        <translation>گسترش توجه: لایهٔ ۱ هیچ سری ندارد</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>attention rollout: row %1 is outside 0..%2</source>
        <translation>گسترش توجه: سطر ⁦%1⁩ بیرون از بازهٔ ⁦0..%2⁩ است</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>attention rollout: layer %1 has no heads</source>
        <translation>گسترش توجه: لایهٔ ⁦%1⁩ هیچ سری ندارد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention rollout: layer %1 head %2 is %3, expected %4</source>
        <translation>گسترش توجه: لایهٔ ⁦%1⁩ سر ⁦%2⁩ اندازهٔ ⁦%3⁩ دارد، ⁦%4⁩ انتظار می‌رفت</translation>
    </message>
    <message>
        <location filename="../../core/attention/scores.cpp" line="+36"/>
        <source>unknown score function &apos;%1&apos;; expected dot, scaled-dot, bilinear, additive or exp-dot</source>
        <translation>تابع امتیازدهی ناشناختهٔ «%1»؛ یکی از dot، scaled-dot، bilinear، additive یا exp-dot انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>score parameters need positive sizes, got query dim %1 and key dim %2</source>
        <translation>پارامترهای امتیاز به اندازه‌های مثبت نیاز دارند، بُعد query ⁦%1⁩ و بُعد key ⁦%2⁩ داده شد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>additive score needs a hidden size &gt; 0, got %1</source>
        <translation>امتیاز افزودنی اندازهٔ پنهان بزرگ‌تر از صفر لازم دارد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>key dim %1 does not match query dim %2 (%3 score needs equal sizes; additive allows different ones)</source>
        <translation>بُعد key ⁦%1⁩ با بُعد query ⁦%2⁩ هم‌خوان نیست (امتیاز ⁦%3⁩ اندازه‌های برابر لازم دارد؛ امتیاز افزودنی اندازه‌های متفاوت را می‌پذیرد)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>additive score needs parameters W_q:(h,d_q), W_k:(h,d_k), w:(h); none given</source>
        <translation>امتیاز افزودنی پارامترهای ⁦W_q:(h,d_q)، W_k:(h,d_k)، w:(h)⁩ را لازم دارد؛ هیچ‌کدام داده نشد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>additive W_q %1 must be %2 for queries %3 and w of size %4</source>
        <translation>⁦W_q %1⁩ افزودنی برای queryهای ⁦%3⁩ و ⁦w⁩ با اندازهٔ ⁦%4⁩ باید ⁦%2⁩ باشد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>additive W_k %1 must be %2 for keys %3 and w of size %4</source>
        <translation>⁦W_k %1⁩ افزودنی برای keyهای ⁦%3⁩ و ⁦w⁩ با اندازهٔ ⁦%4⁩ باید ⁦%2⁩ باشد</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>bilinear W %1 must be %2 for queries %3 and keys %4</source>
        <translation>⁦W %1⁩ دوخطی برای queryهای ⁦%3⁩ و keyهای ⁦%4⁩ باید ⁦%2⁩ باشد</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown score function</source>
        <translation>تابع امتیازدهی ناشناخته</translation>
    </message>
    <message>
        <location filename="../../core/attention/softmax.cpp" line="+19"/>
        <source>softmax input %1 has %2 at row %3, column %4 (only finite values or -inf for masked entries are allowed)</source>
        <translation>ورودی softmax ⁦%1⁩ در سطر ⁦%3⁩، ستون ⁦%4⁩ مقدار ⁦%2⁩ دارد (فقط مقادیر متناهی یا ⁦-inf⁩ برای درایه‌های ماسک‌شده مجاز است)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the key size d must be at least 1, got %1</source>
        <translation>اندازهٔ key یعنی ⁦d⁩ باید دست‌کم ۱ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location filename="../../core/attention/steps.cpp" line="+19"/>
        <source>temperature must be a positive number, not %1</source>
        <translation>دما باید عددی مثبت باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../../core/models/language/language_model.cpp" line="+325"/>
        <source>head %1 does not exist: the layer has %2 heads</source>
        <translation>سر ⁦%1⁩ وجود ندارد: لایه ⁦%2⁩ سر دارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queries %1 do not fit W^Q %2</source>
        <translation>‏queryهای ⁦%1⁩ با ⁦W^Q %2⁩ جور نیستند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keys %1 do not fit W^K %2</source>
        <translation>‏keyهای ⁦%1⁩ با ⁦W^K %2⁩ جور نیستند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>values %1 do not fit W^V %2</source>
        <translation>‏valueهای ⁦%1⁩ با ⁦W^V %2⁩ جور نیستند</translation>
    </message>
    <message>
        <location filename="../../core/base/rgb_image.cpp" line="+20"/>
        <source>an image of %1 is refused: each side must be 1 to %2 pixels</source>
        <translation>تصویر ⁦%1⁩ پذیرفته نشد: هر ضلع باید ۱ تا ⁦%2⁩ پیکسل باشد</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is empty (%2)</source>
        <translation>⁦%1⁩ خالی است (⁦%2⁩)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is %2; at least %3x%4 are needed</source>
        <translation>⁦%1⁩ اندازهٔ ⁦%2⁩ دارد؛ دست‌کم ⁦%3x%4⁩ لازم است</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is %2; at most %3 pixels per side are accepted</source>
        <translation>⁦%1⁩ اندازهٔ ⁦%2⁩ دارد؛ حداکثر ⁦%3⁩ پیکسل در هر ضلع پذیرفته می‌شود</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 should hold %3 values (height x width x 3), it holds %4</source>
        <translation>⁦%1⁩ با اندازهٔ ⁦%2⁩ باید ⁦%3⁩ مقدار داشته باشد (ارتفاع × عرض × ۳)، ولی ⁦%4⁩ دارد</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has the value %2 at pixel (x %3, y %4), channel %5; values must be finite and in [0,1]</source>
        <translation>⁦%1⁩ در پیکسل ⁦(x %3, y %4)⁩، کانال ⁦%5⁩ مقدار ⁦%2⁩ دارد؛ مقادیر باید متناهی و در ⁦[0,1]⁩ باشند</translation>
    </message>
    <message>
        <location filename="../../core/base/pil_resize.cpp" line="+155"/>
        <location filename="../../core/base/rgb_image.cpp" line="+18"/>
        <source>resize target %1 must be 1 to %2</source>
        <translation>اندازهٔ هدف تغییر اندازه ⁦%1⁩ باید ۱ تا ⁦%2⁩ باشد</translation>
    </message>
    <message>
        <location filename="../../core/io/attention_import.cpp" line="+24"/>
        <location line="+14"/>
        <source>%1: holds no arrays</source>
        <translation>⁦%1⁩: هیچ آرایه‌ای ندارد</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+12"/>
        <source>%1: has no array named &quot;%2&quot;</source>
        <translation>⁦%1⁩: آرایه‌ای به نام «%2» ندارد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expected a .npy, .npz or .safetensors file</source>
        <translation>⁦%1⁩: فایل ⁦.npy⁩، ⁦.npz⁩ یا ⁦.safetensors⁩ انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 must be a list of strings</source>
        <translation>⁦%1⁩ باید فهرستی از رشته‌ها باشد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must hold strings only</source>
        <translation>⁦%1⁩ باید فقط رشته داشته باشد</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: attention must have shape (layers, heads, q, k), (heads, q, k) or (q, k); got %2 dimensions</source>
        <translation>⁦%1⁩: توجه باید شکل ⁦(layers, heads, q, k)⁩، ⁦(heads, q, k)⁩ یا ⁦(q, k)⁩ داشته باشد؛ ⁦%2⁩ بُعد داده شد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: attention has an empty dimension</source>
        <translation>⁦%1⁩: توجه یک بُعد خالی دارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the shape needs more values than the tensor holds</source>
        <translation>⁦%1⁩: شکل بیش از مقادیر تانسور مقدار لازم دارد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the shape needs %2 values but the tensor holds %3</source>
        <translation>⁦%1⁩: شکل ⁦%2⁩ مقدار لازم دارد ولی تانسور ⁦%3⁩ مقدار دارد</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: expected &quot;tokens&quot;, or &quot;query_tokens&quot; and &quot;key_tokens&quot;</source>
        <translation>‏⁦%1⁩: «tokens» یا «query_tokens» و «key_tokens» انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 query and %3 key tokens, but the attention is %4 x %5</source>
        <translation>⁦%1⁩: ⁦%2⁩ توکن query و ⁦%3⁩ توکن key، ولی توجه ⁦%4 x %5⁩ است</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: layer %2 head %3 has a value that is not finite</source>
        <translation>⁦%1⁩: لایهٔ ⁦%2⁩ سر ⁦%3⁩ مقداری نامتناهی دارد</translation>
    </message>
    <message>
        <location filename="../../core/io/csv.cpp" line="+29"/>
        <source>%1 is not a number</source>
        <translation>⁦%1⁩ عدد نیست</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the float range (largest magnitude 3.40282347e+38)</source>
        <translation>⁦%1⁩ بیرون از بازهٔ float است (بزرگ‌ترین اندازه ⁦3.40282347e+38⁩)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>line %1 has %2 values, the first row has %3</source>
        <translation>سطر ⁦%1⁩ دارای ⁦%2⁩ مقدار است، سطر اول ⁦%3⁩</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the CSV text holds no numbers</source>
        <translation>متن CSV هیچ عددی ندارد</translation>
    </message>
    <message>
        <location filename="../../core/io/inflate.cpp" line="+23"/>
        <source>cannot start the zlib decoder</source>
        <translation>رمزگشای zlib راه نمی‌افتد</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>compressed data larger than 4 GB is not read</source>
        <translation>داده‌های فشرده‌ی بزرگ‌تر از ۴ گیگابایت خوانده نمی‌شوند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declares %1 but its %2 of compressed data can hold at most %3</source>
        <translation>⁦%1⁩ اعلام شده ولی ⁦%2⁩ دادهٔ فشرده‌اش حداکثر ⁦%3⁩ را جا می‌دهد</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>corrupt deflate data (%1)</source>
        <translation>دادهٔ deflate خراب است (⁦%1⁩)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>decodes to more than the %1 declared</source>
        <translation>بیش از ⁦%1⁩ اعلام‌شده باز می‌شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deflate data ends early (truncated file?)</source>
        <translation>دادهٔ deflate زودتر تمام می‌شود (فایل بریده شده؟)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decodes to %1, not the %2 declared</source>
        <translation>به ⁦%1⁩ باز می‌شود، نه ⁦%2⁩ اعلام‌شده</translation>
    </message>
    <message>
        <location filename="../../core/io/json.cpp" line="+22"/>
        <source>unexpected text after the JSON value</source>
        <translation>متن اضافه پس از مقدار JSON</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>JSON: %1 at byte %2</source>
        <translation>‏JSON: ⁦%1⁩ در بایت ⁦%2⁩</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unexpected end of text</source>
        <translation>پایان غیرمنتظرهٔ متن</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected &apos;%1&apos;</source>
        <translation>«%1» انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>nesting deeper than 64 levels</source>
        <translation>تودرتویی عمیق‌تر از ۶۴ سطح</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a string key</source>
        <translation>کلید رشته‌ای انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>unexpected character</source>
        <translation>نویسهٔ غیرمنتظره</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>malformed number &apos;%1&apos;</source>
        <translation>عدد بدشکل «%1»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>truncated \u escape</source>
        <translation>گریز ⁦\u⁩ ناقص</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>bad hex digit in \u escape</source>
        <translation>رقم شانزده‌شانزدهی نادرست در گریز ⁦\u⁩</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unterminated string</source>
        <translation>رشتهٔ پایان‌نیافته</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>control character in a string</source>
        <translation>نویسهٔ کنترلی در رشته</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unterminated escape</source>
        <translation>گریز پایان‌نیافته</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unpaired surrogate</source>
        <translation>جانشین (surrogate) بی‌جفت</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown escape \%1</source>
        <translation>گریز ناشناختهٔ ⁦\%1⁩</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>nothing</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>true or false</source>
        <translation>‏true یا false</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>a number</source>
        <translation>عدد</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+34"/>
        <source>a string</source>
        <translation>رشته</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>a list</source>
        <translation>فهرست</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>شیء</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>something else</source>
        <translation>چیز دیگری</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected %1 for &quot;%2&quot;, found %3</source>
        <translation>برای «%2» %1 انتظار می‌رفت، %3 یافت شد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected %2 for &quot;%3&quot;, found %4</source>
        <translation>⁦%1⁩: برای «%3» %2 انتظار می‌رفت، %4 یافت شد</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: model_type must be &quot;%2&quot;</source>
        <translation>‏⁦%1⁩: model_type باید «%2» باشد</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/models/common/config_reader.cpp" line="+64"/>
        <source>%1: model_type is &quot;%2&quot;, expected &quot;%3&quot;</source>
        <translation>‏⁦%1⁩: ⁦model_type «%2»⁩ است، «%3» انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the text starts with a byte-order mark (EF BB BF), which JSON does not allow; save it as UTF-8 without one</source>
        <translation>متن با نشانهٔ ترتیب بایت ⁦(EF BB BF)⁩ آغاز می‌شود که JSON آن را نمی‌پذیرد؛ آن را به‌صورت UTF-8 بدون این نشانه ذخیره کنید</translation>
    </message>
    <message>
        <location filename="../../core/io/file_read.cpp" line="+21"/>
        <location filename="../../core/io/mapped_file.cpp" line="+20"/>
        <source>%1: cannot open the file</source>
        <translation>⁦%1⁩: فایل باز نمی‌شود</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: not a regular file (a folder, a pipe or a device)</source>
        <translation>⁦%1⁩: فایل معمولی نیست (پوشه، لوله یا دستگاه)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 bytes is more than the %3 read from such a file</source>
        <translation>⁦%1⁩: ⁦%2⁩ بایت بیش از ⁦%3⁩ بایتی است که از چنین فایلی خوانده می‌شود</translation>
    </message>
    <message>
        <location filename="../../core/io/json.cpp" line="+10"/>
        <location filename="../../core/io/npz.cpp" line="+116"/>
        <source>%1: %2</source>
        <translation>⁦%1⁩: %2</translation>
    </message>
    <message>
        <location filename="../../core/io/matrix_file.cpp" line="+32"/>
        <source>%1: expected a 1-D or 2-D array, got %2 dimensions</source>
        <translation>⁦%1⁩: آرایهٔ یک‌بعدی یا دوبعدی انتظار می‌رفت، ⁦%2⁩ بُعد داده شد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the matrix is empty (%2 x %3); expected at least one row and one column</source>
        <translation>⁦%1⁩: ماتریس خالی است (⁦%2 x %3⁩)؛ دست‌کم یک سطر و یک ستون لازم است</translation>
    </message>
    <message>
        <location filename="../../core/io/npy.cpp" line="+23"/>
        <source>%1: npy header has no &apos;%2&apos; field: %3</source>
        <translation>⁦%1⁩: سرآیند npy فیلد «%2» ندارد: ⁦%3⁩</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: npy shape %2 has a non-numeric or huge entry &apos;%3&apos;</source>
        <translation>⁦%1⁩: شکل npy ⁦%2⁩ درایهٔ غیرعددی یا بسیار بزرگ «%3» دارد</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: not a .npy file (expected the magic \x93NUMPY at the start)</source>
        <translation>⁦%1⁩: فایل ⁦.npy⁩ نیست (امضای ⁦\x93NUMPY⁩ در آغاز انتظار می‌رفت)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: npy format version %2 is not 1, 2 or 3</source>
        <translation>⁦%1⁩: نسخهٔ قالب npy ⁦%2⁩ نه ۱ است، نه ۲ و نه ۳</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: file ends inside the npy header (truncated file?)</source>
        <translation>⁦%1⁩: فایل درون سرآیند npy تمام می‌شود (فایل بریده شده؟)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: npy header length %2 exceeds numpy&apos;s limit of 65536 bytes</source>
        <translation>⁦%1⁩: طول سرآیند npy ⁦%2⁩ از حد numpy یعنی ⁦65536⁩ بایت بیشتر است</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: file ends inside the npy header (%2 bytes declared, %3 present; truncated file?)</source>
        <translation>⁦%1⁩: فایل درون سرآیند npy تمام می‌شود (⁦%2⁩ بایت اعلام شده، ⁦%3⁩ موجود؛ فایل بریده شده؟)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a structured dtype (named fields) is not read; save one field as its own array</source>
        <translation>‏⁦%1⁩: dtype ساخت‌یافته (فیلدهای نام‌دار) خوانده نمی‌شود؛ یک فیلد را جداگانه ذخیره کنید</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: npy shape is too large</source>
        <translation>⁦%1⁩: شکل npy بیش از حد بزرگ است</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: file holds %2 data bytes but the shape needs %3 (truncated file?)</source>
        <translation>⁦%1⁩: فایل ⁦%2⁩ بایت داده دارد ولی شکل ⁦%3⁩ لازم دارد (فایل بریده شده؟)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: Fortran-ordered arrays of rank above 2 are not supported</source>
        <translation>⁦%1⁩: آرایه‌های با ترتیب Fortran و رتبهٔ بیش از ۲ پشتیبانی نمی‌شوند</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>expected a 1-D or 2-D array, got %1 dimensions</source>
        <translation>آرایهٔ یک‌بعدی یا دوبعدی انتظار می‌رفت، ⁦%1⁩ بُعد داده شد</translation>
    </message>
    <message>
        <location filename="../../core/io/npy_dtype.cpp" line="+82"/>
        <location line="+21"/>
        <source>%1 is not a NumPy type string</source>
        <translation>⁦%1⁩ رشتهٔ نوع NumPy نیست</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 is complex: save the real part or the magnitude instead</source>
        <translation>⁦%1⁩ مختلط است: به‌جای آن بخش حقیقی یا اندازه را ذخیره کنید</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds Python objects, which are not read</source>
        <translation>⁦%1⁩ اشیای Python دارد که خوانده نمی‌شوند</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>%1 is not read (expected float16/32/64, int8-64, uint8-64 or bool)</source>
        <translation>⁦%1⁩ خوانده نمی‌شود (⁦float16/32/64، int8-64، uint8-64⁩ یا ⁦bool⁩ انتظار می‌رفت)</translation>
    </message>
    <message>
        <location filename="../../core/io/npz.cpp" line="-94"/>
        <source>%1: zip structure points past the end of the file</source>
        <translation>⁦%1⁩: ساختار zip به بعد از پایان فایل اشاره می‌کند</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: not an .npz file (too short for a zip archive)</source>
        <translation>⁦%1⁩: فایل ⁦.npz⁩ نیست (برای بایگانی zip بیش از حد کوتاه است)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: not an .npz file (no zip end-of-directory record)</source>
        <translation>⁦%1⁩: فایل ⁦.npz⁩ نیست (رکورد پایان فهرست zip ندارد)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: corrupt zip directory entry %2</source>
        <translation>⁦%1⁩: درایهٔ ⁦%2⁩ فهرست zip خراب است</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: zip directory runs past the end of the file</source>
        <translation>⁦%1⁩: فهرست zip از پایان فایل می‌گذرد</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 uses zip compression method %2 (only stored and deflated are read)</source>
        <translation>⁦%1⁩ روش فشرده‌سازی zip ⁦%2⁩ را به کار می‌برد (فقط stored و deflated خوانده می‌شوند)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no local header where the directory says</source>
        <translation>⁦%1⁩ در جایی که فهرست می‌گوید سرآیند محلی ندارد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 runs past the end of the file (truncated file?)</source>
        <translation>⁦%1⁩ از پایان فایل می‌گذرد (فایل بریده شده؟)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is larger than 16 GB</source>
        <translation>⁦%1⁩ بزرگ‌تر از ۱۶ گیگابایت است</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has %2 bytes, the directory says %3</source>
        <translation>⁦%1⁩ دارای ⁦%2⁩ بایت است، فهرست ⁦%3⁩ می‌گوید</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 fails its CRC check (corrupt file?)</source>
        <translation>⁦%1⁩ از بررسی CRC رد می‌شود (فایل خراب است؟)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>array %1 is too large for a plain zip member</source>
        <translation>آرایهٔ ⁦%1⁩ برای یک عضو سادهٔ zip بیش از حد بزرگ است</translation>
    </message>
    <message>
        <location filename="../../core/io/safetensors.cpp" line="+36"/>
        <source>%1: dtype %2 is not supported (expected F32, F16 or BF16)</source>
        <translation>‏⁦%1⁩: dtype ⁦%2⁩ پشتیبانی نمی‌شود (⁦F32⁩، ⁦F16⁩ یا ⁦BF16⁩ انتظار می‌رفت)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not described by an object</source>
        <translation>⁦%1⁩ با یک شیء توصیف نشده است</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no shape array</source>
        <translation>⁦%1⁩ آرایهٔ shape ندارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs data_offsets [begin, end]</source>
        <translation>⁦%1⁩ به ⁦data_offsets [begin, end]⁩ نیاز دارد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has a shape entry that is not a whole number</source>
        <translation>⁦%1⁩ درایه‌ای در شکل دارد که عدد صحیح نیست</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is too large (its shape has more than 2^40 values)</source>
        <translation>⁦%1⁩ بیش از حد بزرگ است (شکلش بیش از ⁦2^40⁩ مقدار دارد)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has data_offsets that are not whole numbers below 2^53</source>
        <translation>⁦%1⁩ دارای data_offsets است که اعداد صحیح کمتر از ⁦2^53⁩ نیستند</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 spans bytes %2..%3 but the data holds %4 (truncated file?)</source>
        <translation>⁦%1⁩ بایت‌های ⁦%2..%3⁩ را در بر می‌گیرد ولی داده ⁦%4⁩ دارد (فایل بریده شده؟)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has %2 bytes but shape and %3 need %4</source>
        <translation>⁦%1⁩ دارای ⁦%2⁩ بایت است ولی شکل و ⁦%3⁩ به ⁦%4⁩ نیاز دارند</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: not a safetensors file (shorter than its 8-byte header length)</source>
        <translation>⁦%1⁩: فایل safetensors نیست (کوتاه‌تر از طول ۸ بایتی سرآیند)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: header length %2 exceeds the 100 MB limit (not a safetensors file?)</source>
        <translation>⁦%1⁩: طول سرآیند ⁦%2⁩ از حد ۱۰۰ مگابایت بیشتر است (فایل safetensors نیست؟)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: header length %2 is longer than the file (truncated file?)</source>
        <translation>⁦%1⁩: طول سرآیند ⁦%2⁩ از فایل بلندتر است (فایل بریده شده؟)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1: header is not valid JSON: %2</source>
        <translation>⁦%1⁩: سرآیند JSON معتبر نیست: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: header must be a JSON object</source>
        <translation>⁦%1⁩: سرآیند باید یک شیء JSON باشد</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: tensor data %2 at byte %3</source>
        <translation>⁦%1⁩: دادهٔ تانسور ⁦%2⁩ در بایت ⁦%3⁩</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 bytes after the last tensor belong to none</source>
        <translation>⁦%1⁩: ⁦%2⁩ بایت پس از آخرین تانسور به هیچ تانسوری تعلق ندارند</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../core/models/common/named_tensors.cpp" line="+72"/>
        <location line="+14"/>
        <source>%1: tensor &quot;%2&quot; is missing</source>
        <translation>⁦%1⁩: تانسور «%2» وجود ندارد</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: could not read tensor &quot;%2&quot; (the file changed or was truncated since it was opened)</source>
        <translation>⁦%1⁩: تانسور «%2» خوانده نشد (فایل پس از باز شدن تغییر کرده یا بریده شده است)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: tensor &quot;%2&quot; is not a matrix</source>
        <translation>⁦%1⁩: تانسور «%2» ماتریس نیست</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: tensor &quot;%2&quot; has no columns %3 to %4</source>
        <translation>⁦%1⁩: تانسور «%2» ستون‌های ⁦%3⁩ تا ⁦%4⁩ را ندارد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: tensor &quot;%2&quot; has no rows %3 to %4</source>
        <translation>⁦%1⁩: تانسور «%2» سطرهای ⁦%3⁩ تا ⁦%4⁩ را ندارد</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>tensor &quot;%1&quot; has %2 values but its shape needs %3</source>
        <translation>تانسور «%1» ⁦%2⁩ مقدار دارد ولی شکلش ⁦%3⁩ لازم دارد</translation>
    </message>
    <message>
        <location filename="../../core/lectures/dot_variance.cpp" line="+46"/>
        <source>dimension d must be from 1 to %1, not %2</source>
        <translation>بُعد ⁦d⁩ باید از ۱ تا ⁦%1⁩ باشد، نه ⁦%2⁩</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a variance needs at least 2 values, got %1</source>
        <translation>واریانس دست‌کم ۲ مقدار لازم دارد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>number of samples N must be from 2 to %1, not %2</source>
        <translation>تعداد نمونه‌ها ⁦N⁩ باید از ۲ تا ⁦%1⁩ باشد، نه ⁦%2⁩</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>example rows and keys must be from 1 to 256, not %1 and %2</source>
        <translation>سطرهای مثال و key‌ها باید از ۱ تا ۲۵۶ باشند، نه ⁦%1⁩ و ⁦%2⁩</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>keys must be from 2 to 1024, not %1</source>
        <translation>‏key‌ها باید از ۲ تا ۱۰۲۴ باشند، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trials must be from 1 to 100000, not %1</source>
        <translation>آزمایش‌ها باید از ۱ تا ۱۰۰۰۰۰ باشند، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>bins must be from 1 to 10000, not %1</source>
        <translation>بازه‌های هیستوگرام باید از ۱ تا ۱۰۰۰۰ باشند، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>histogram range [%1, %2] is empty</source>
        <translation>بازهٔ هیستوگرام ⁦[%1, %2]⁩ خالی است</translation>
    </message>
    <message>
        <location filename="../../core/lectures/fuzzy_lookup.cpp" line="+57"/>
        <source>a word to look up is empty</source>
        <translation>واژهٔ جست‌وجو خالی است</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the dictionary has no entries</source>
        <translation>واژه‌نامه هیچ مدخلی ندارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>temperature must be a finite number &gt; 0, not %1</source>
        <translation>دما باید عددی متناهی و بزرگ‌تر از صفر باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the query is empty: type a word to look up</source>
        <translation>‏query خالی است: واژه‌ای برای جست‌وجو بنویسید</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dictionary entry %1 has an empty key</source>
        <translation>مدخل ⁦%1⁩ واژه‌نامه key خالی دارد</translation>
    </message>
    <message>
        <location filename="../../core/lectures/graph_attention.cpp" line="+22"/>
        <source>graph attention needs F &gt;= 1, F&apos; &gt;= 1 and K &gt;= 1 heads, got F = %1, F&apos; = %2, K = %3</source>
        <translation>توجه گرافی به ⁦F &gt;= 1⁩، ⁦F&apos; &gt;= 1⁩ و ⁦K &gt;= 1⁩ سر نیاز دارد، ⁦F = %1⁩، ⁦F&apos; = %2⁩، ⁦K = %3⁩ داده شد</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+1"/>
        <source>node features h</source>
        <translation>ویژگی‌های گره ⁦h⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>adjacency %1 must be (n,n) for features h %2</source>
        <translation>ماتریس مجاورت ⁦%1⁩ برای ویژگی‌های ⁦h %2⁩ باید ⁦(n,n)⁩ باشد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>adjacency %1 must be symmetric (an undirected graph)</source>
        <translation>ماتریس مجاورت ⁦%1⁩ باید متقارن باشد (گراف بی‌جهت)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>graph attention needs at least one head</source>
        <translation>توجه گرافی دست‌کم یک سر لازم دارد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>head %1</source>
        <translation>سر %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: W %2 must be (F,F&apos;) = %3 for features h %4</source>
        <translation>⁦%1⁩: ⁦W %2⁩ برای ویژگی‌های ⁦h %4⁩ باید ⁦(F,F&apos;) = %3⁩ باشد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a has %2 entries, expected 2F&apos; = %3</source>
        <translation>⁦%1⁩: ⁦a⁩ دارای ⁦%2⁩ درایه است، ⁦2F&apos; = %3⁩ انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: W</source>
        <translation>⁦%1⁩: ⁦W⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: a</source>
        <translation>⁦%1⁩: ⁦a⁩</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>a graph needs at least one node, got %1</source>
        <translation>گراف دست‌کم یک گره لازم دارد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>edge probability must be in [0, 1], got %1</source>
        <translation>احتمال یال باید در ⁦[0, 1]⁩ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location filename="../../core/lectures/kernel_regression.cpp" line="+20"/>
        <source>number of samples must be from 2 to %1, not %2</source>
        <translation>تعداد نمونه‌ها باید از ۲ تا ⁦%1⁩ باشد، نه ⁦%2⁩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>noise must be a finite number &gt;= 0, not %1</source>
        <translation>نویز باید عددی متناهی و ⁦&gt;= 0⁩ باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>at least 2 queries needed, not %1</source>
        <translation>دست‌کم ۲ query لازم است، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <location filename="../../core/lectures/score_comparison.cpp" line="+38"/>
        <source>queries</source>
        <translation>‏queryها</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <location filename="../../core/lectures/score_comparison.cpp" line="+1"/>
        <source>keys</source>
        <translation>‏keyها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leave-one-out needs as many queries as keys (at least 2), got %1 queries and %2 keys</source>
        <translation>روش یکی‌بیرون (leave-one-out) به تعداد برابر query و key نیاز دارد (دست‌کم ۲)، ⁦%1⁩ query و ⁦%2⁩ key داده شد</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>kernel width sigma must be a finite number &gt; 0, not %1</source>
        <translation>پهنای هسته ⁦sigma⁩ باید عددی متناهی و بزرگ‌تر از صفر باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kernel parameter w must be a finite non-zero number, not %1</source>
        <translation>پارامتر هسته ⁦w⁩ باید عددی متناهی و غیرصفر باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>weights %1 need %2 values, got %3</source>
        <translation>وزن‌های ⁦%1⁩ به ⁦%2⁩ مقدار نیاز دارند، ⁦%3⁩ داده شد</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>inputs x (%1) and targets y (%2) differ in length</source>
        <translation>ورودی‌های ⁦x (%1)⁩ و هدف‌های ⁦y (%2)⁩ طول متفاوت دارند</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the fit needs a start w &gt; 0, not %1</source>
        <translation>برازش به مقدار آغازین ⁦w &gt; 0⁩ نیاز دارد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location filename="../../core/lectures/layer_cost.cpp" line="+123"/>
        <source>timing needs n, d, k &gt;= 1, got n = %1, d = %2, k = %3</source>
        <translation>زمان‌سنجی به ⁦n, d, k &gt;= 1⁩ نیاز دارد، ⁦n = %1, d = %2, k = %3⁩ داده شد</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>a cost fit needs as many times (%1) as sizes (%2), at least one</source>
        <translation>برازش هزینه به تعداد زمان‌ها (⁦%1⁩) برابر با اندازه‌ها (⁦%2⁩) نیاز دارد، دست‌کم یکی</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a cost fit needs d &gt; 0 and k &gt; 0</source>
        <translation>برازش هزینه به ⁦d &gt; 0⁩ و ⁦k &gt; 0⁩ نیاز دارد</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a cost fit needs positive finite sizes and times, got n = %1, t = %2</source>
        <translation>برازش هزینه به اندازه‌ها و زمان‌های مثبت و متناهی نیاز دارد، ⁦n = %1, t = %2⁩ داده شد</translation>
    </message>
    <message>
        <location filename="../../core/lectures/score_comparison.cpp" line="-22"/>
        <source>%1 must be from 1 to %2, not %3</source>
        <translation>⁦%1⁩ باید از ۱ تا ⁦%2⁩ باشد، نه ⁦%3⁩</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>q·k needs d_q = d_k
(here %1 ≠ %2)</source>
        <translation>برای ⁦q·k⁩ باید ⁦d_q = d_k⁩ باشد
(اینجا ⁦%1 ≠ %2⁩)</translation>
    </message>
    <message>
        <location filename="../../core/lectures/sequence_layers.cpp" line="+16"/>
        <source>%1 needs d &gt;= 1, got %2</source>
        <translation>⁦%1⁩ به ⁦d &gt;= 1⁩ نیاز دارد، ⁦%2⁩ داده شد</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a convolution needs kernel k &gt;= 1, got %1</source>
        <translation>کانولوشن به هستهٔ ⁦k &gt;= 1⁩ نیاز دارد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+1"/>
        <location line="+26"/>
        <location line="+1"/>
        <source>sequence x</source>
        <translation>دنبالهٔ ⁦x⁩</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>self-attention projection %1 must be (d,d) = %2 for x %3</source>
        <translation>تصویر توجه به خود ⁦%1⁩ برای ⁦x %3⁩ باید ⁦(d,d) = %2⁩ باشد</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>RNN weights W %1, U %2, b (%3) do not fit x %4: W:(d_in,d), U:(d,d), b:(d) needed</source>
        <translation>وزن‌های RNN ⁦W %1، U %2، b (%3)⁩ با ⁦x %4⁩ جور نیستند: ⁦W:(d_in,d)، U:(d,d)، b:(d)⁩ لازم است</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a convolution needs at least one tap (k &gt;= 1)</source>
        <translation>کانولوشن دست‌کم یک ضریب لازم دارد (⁦k &gt;= 1⁩)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>convolution tap %1 must be (d_in,d_out) = %2 for x %3</source>
        <translation>ضریب کانولوشن ⁦%1⁩ برای ⁦x %3⁩ باید ⁦(d_in,d_out) = %2⁩ باشد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>convolution bias has %1 entries, expected d_out = %2</source>
        <translation>بایاس کانولوشن ⁦%1⁩ درایه دارد، ⁦d_out = %2⁩ انتظار می‌رفت</translation>
    </message>
    <message>
        <location filename="../../core/lectures/window_attention.cpp" line="+18"/>
        <location line="+1"/>
        <source>tokens x</source>
        <translation>توکن‌های ⁦x⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>window size w must be at least 1, got %1</source>
        <translation>اندازهٔ پنجره ⁦w⁩ باید دست‌کم ۱ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>projection %1 must be (d,d) = %2 for x %3</source>
        <translation>تصویر ⁦%1⁩ برای ⁦x %3⁩ باید ⁦(d,d) = %2⁩ باشد</translation>
    </message>
    <message>
        <location filename="../../core/models/captioner/captioner.cpp" line="+91"/>
        <source>the captioner&apos;s features need a %1x%2 image, got %3x%4 (use resizeForCaptioner)</source>
        <translation>ویژگی‌های مدل زیرنویس‌گذاری تصویری ⁦%1x%2⁩ لازم دارند، ⁦%3x%4⁩ داده شد (از resizeForCaptioner استفاده کنید)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>a caption has 1 to %1 words, asked for %2</source>
        <translation>زیرنویس ۱ تا ⁦%1⁩ واژه دارد، ⁦%2⁩ خواسته شد</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a typed caption needs 1 to %1 words, got %2</source>
        <translation>زیرنویس نوشته‌شده به ۱ تا ⁦%1⁩ واژه نیاز دارد، ⁦%2⁩ داده شد</translation>
    </message>
    <message>
        <location filename="../../core/models/captioner/captioner_load.cpp" line="+17"/>
        <location filename="../../core/models/common/config_reader.cpp" line="-53"/>
        <location filename="../../core/models/translator/translator_loading.cpp" line="+59"/>
        <source>%1: expected a JSON object</source>
        <translation>⁦%1⁩: یک شیء JSON انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; must be a whole number from 1 to %3</source>
        <translation>⁦%1⁩: «%2» باید عددی صحیح از ۱ تا ⁦%3⁩ باشد</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: patch_size %2 does not divide image_size %3</source>
        <translation>⁦%1⁩: ⁦patch_size %2⁩ بر ⁦image_size %3⁩ بخش‌پذیر نیست</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: at most 4096 patches are supported</source>
        <translation>⁦%1⁩: حداکثر ۴۰۹۶ تکهٔ تصویر پشتیبانی می‌شود</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../core/models/translator/translator_vocab.cpp" line="+98"/>
        <source>%1: expected a JSON array of words</source>
        <translation>⁦%1⁩: آرایهٔ JSON از واژه‌ها انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: holds %2 words, config.json says vocab_size %3</source>
        <translation>⁦%1⁩: ⁦%2⁩ واژه دارد، config.json می‌گوید ⁦vocab_size %3⁩</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: every entry must be a string</source>
        <translation>⁦%1⁩: هر درایه باید رشته باشد</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1/vocab.json: the word &quot;%2&quot; is missing</source>
        <translation>⁦%1/vocab.json⁩: واژهٔ «%2» وجود ندارد</translation>
    </message>
    <message>
        <location filename="../../core/models/captioner/scene.cpp" line="+102"/>
        <source>a scene has one to three shapes</source>
        <translation>هر صحنه یک تا سه شکل دارد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a shape reaches outside the picture</source>
        <translation>شکلی از تصویر بیرون می‌زند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two shapes touch or overlap</source>
        <translation>دو شکل به هم می‌خورند یا روی هم می‌افتند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the shape is neither in the middle nor clearly off it</source>
        <translation>شکل نه در وسط است و نه آشکارا بیرون از آن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shape is too close to a diagonal</source>
        <translation>شکل بیش از حد به یک قطر نزدیک است</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the shapes are too close to a diagonal of each other</source>
        <translation>شکل‌ها نسبت به هم بیش از حد به یک قطر نزدیک‌اند</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>two shapes are too close to the same column</source>
        <translation>دو شکل بیش از حد به یک ستون نزدیک‌اند</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no captionable scene found for seed %1</source>
        <translation>برای seed ⁦%1⁩ هیچ صحنهٔ زیرنویس‌پذیری پیدا نشد</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>this scene has no caption in the grammar: %1</source>
        <translation>این صحنه در دستور زبان زیرنویسی ندارد: %1</translation>
    </message>
    <message>
        <location filename="../../core/models/common/named_tensors.cpp" line="-42"/>
        <source>%1: expected a &quot;weight_map&quot; object of tensor names and shard files</source>
        <translation>⁦%1⁩: شیء «weight_map» از نام تانسورها و فایل‌های بخش انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: tensor &quot;%2&quot; must map to a file name in the same folder</source>
        <translation>⁦%1⁩: تانسور «%2» باید به نام فایلی در همان پوشه اشاره کند</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: tensor &quot;%2&quot; has shape %3, expected %4</source>
        <translation>⁦%1⁩: تانسور «%2» شکل ⁦%3⁩ دارد، ⁦%4⁩ انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: tensor &quot;%2&quot; holds a non-finite value</source>
        <translation>⁦%1⁩: تانسور «%2» مقداری نامتناهی دارد</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/bert.cpp" line="+51"/>
        <source>%1: position_embedding_type &quot;%2&quot; is not supported (absolute is)</source>
        <translation>‏⁦%1⁩: position_embedding_type «%2» پشتیبانی نمی‌شود (absolute پشتیبانی می‌شود)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: n_embd %2 is not divisible by n_head %3</source>
        <translation>⁦%1⁩: ⁦n_embd %2⁩ بر ⁦n_head %3⁩ بخش‌پذیر نیست</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1/config.json: &quot;type_vocab_size&quot; is 0 but the weights hold %2</source>
        <translation>‏⁦%1/config.json⁩: «type_vocab_size» برابر ۰ است ولی وزن‌ها ⁦%2⁩ را دارند</translation>
    </message>
    <message>
        <location filename="../../core/models/common/token_ids.cpp" line="+9"/>
        <source>the model needs at least one token</source>
        <translation>مدل دست‌کم یک توکن لازم دارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens exceed the model&apos;s %2 positions</source>
        <translation>⁦%1⁩ توکن از ⁦%2⁩ موقعیت مدل بیشتر است</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/bert.cpp" line="+41"/>
        <source>%1 segment ids for %2 tokens</source>
        <translation>⁦%1⁩ شناسهٔ بخش برای ⁦%2⁩ توکن</translation>
    </message>
    <message>
        <location filename="../../core/models/common/token_ids.cpp" line="+5"/>
        <source>token id %1 at position %2 is outside the vocabulary of %3</source>
        <translation>شناسهٔ توکن ⁦%1⁩ در موقعیت ⁦%2⁩ بیرون از واژگان ⁦%3⁩ تایی است</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/bert.cpp" line="+6"/>
        <source>segment id %1 at position %2: the model has %3 segments</source>
        <translation>شناسهٔ بخش ⁦%1⁩ در موقعیت ⁦%2⁩: مدل ⁦%3⁩ بخش دارد</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 padding flags for %2 tokens</source>
        <translation>⁦%1⁩ نشانهٔ لایه‌گذاری برای ⁦%2⁩ توکن</translation>
    </message>
    <message>
        <location line="+31"/>
        <location filename="../../core/models/decoder/decoder.cpp" line="+21"/>
        <location line="+202"/>
        <location filename="../../core/models/decoder/long_text.cpp" line="+51"/>
        <location filename="../../core/models/language/language_model.cpp" line="-18"/>
        <location line="+30"/>
        <source>layer %1 does not exist: the model has %2 layers</source>
        <translation>لایهٔ ⁦%1⁩ وجود ندارد: مدل ⁦%2⁩ لایه دارد</translation>
    </message>
    <message>
        <location filename="../../core/models/common/token_table.cpp" line="+21"/>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+50"/>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="+131"/>
        <location line="+105"/>
        <source>%1: expected an object of token ids</source>
        <translation>⁦%1⁩: شیئی از شناسه‌های توکن انتظار می‌رفت</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+5"/>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="-102"/>
        <location line="+107"/>
        <source>%1: token &quot;%2&quot; has an id outside 0..%3</source>
        <translation>⁦%1⁩: توکن «%2» شناسه‌ای بیرون از ⁦0..%3⁩ دارد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: tokens &quot;%2&quot; and &quot;%3&quot; have the same id %4</source>
        <translation>%1: توکن‌های «%2» و «%3» شناسهٔ یکسان ⁦%4⁩ دارند</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: token &quot;%2&quot; is listed twice</source>
        <translation>%1: توکن «%2» دو بار آمده است</translation>
    </message>
    <message>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+17"/>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="-93"/>
        <source>%1: line %2 is not a pair &quot;a b&quot;</source>
        <translation>⁦%1⁩: سطر ⁦%2⁩ یک جفت «a b» نیست</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../core/models/language/sentencepiece_bpe.cpp" line="+57"/>
        <source>token &quot;%1&quot; is missing from the vocabulary</source>
        <translation>توکن «%1» در واژگان نیست</translation>
    </message>
    <message>
        <location filename="../../core/text/normalize.cpp" line="+46"/>
        <location line="+17"/>
        <location line="+18"/>
        <source>the text could not be normalised</source>
        <translation>متن را نمی‌توان یکدست کرد</translation>
    </message>
    <message>
        <location filename="../../core/models/bert/wordpiece.cpp" line="+58"/>
        <source>%1: the vocabulary is empty</source>
        <translation>⁦%1⁩: واژگان خالی است</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: token &quot;%2&quot; appears twice</source>
        <translation>⁦%1⁩: توکن «%2» دو بار آمده است</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the vocabulary has no unknown token &quot;%2&quot;</source>
        <translation>⁦%1⁩: واژگان توکن ناشناختهٔ «%2» را ندارد</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: more than 10000000 tokens</source>
        <translation>⁦%1⁩: بیش از ۱۰۰۰۰۰۰۰ توکن</translation>
    </message>
    <message>
        <location line="+76"/>
        <location filename="../../core/models/gpt2/gpt2_tokenizer.cpp" line="+24"/>
        <location filename="../../core/models/language/fairseq_pieces.cpp" line="+66"/>
        <location filename="../../core/models/language/language_model.cpp" line="-100"/>
        <location filename="../../core/models/language/sentencepiece_bpe.cpp" line="+22"/>
        <source>token id %1 is outside the vocabulary of %2</source>
        <translation>شناسهٔ توکن ⁦%1⁩ بیرون از واژگان ⁦%2⁩ تایی است</translation>
    </message>
    <message>
        <location filename="../../core/models/language/language_model.cpp" line="-118"/>
        <source>%1: the tokenizer has %2 tokens but the model only %3</source>
        <translation>⁦%1⁩: توکن‌ساز ⁦%2⁩ توکن دارد ولی مدل فقط ⁦%3⁩</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1: no tokenizer (expected tokenizer.json, vocab.json + merges.txt, vocab.txt, or tokenizer_config.json naming the bytes tokenizer)</source>
        <translation>⁦%1⁩: توکن‌ساز ندارد (⁦tokenizer.json⁩، ⁦vocab.json + merges.txt⁩، ⁦vocab.txt⁩ یا ⁦tokenizer_config.json⁩ با توکن‌ساز بایتی انتظار می‌رفت)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: no tokenizer files (tokenizer.json, vocab.json + merges.txt or vocab.txt) for the tokenizer_config.json&apos;s tokenizer_class &quot;%2&quot;</source>
        <translation>‏⁦%1⁩: فایل‌های توکن‌ساز ⁦(tokenizer.json, vocab.json + merges.txt, vocab.txt)⁩ برای ⁦tokenizer_class⁩ «⁦%2⁩» در ⁦tokenizer_config.json⁩ نیست</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the tokenizer has no %1 token</source>
        <translation>توکن‌ساز توکن ⁦%1⁩ ندارد</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>a sentence pair needs an encoder (BERT family)</source>
        <translation>جفت جمله به رمزگذار (خانوادهٔ BERT) نیاز دارد</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 tokens</source>
        <translation>⁦%1⁩ توکن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shorten the text</source>
        <translation>متن را کوتاه‌تر کنید</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>attention on demand is for decoders (GPT-2, Llama and the other families that write text), not for an encoder</source>
        <translation>توجه در صورت نیاز برای رمزگشاها است (⁦GPT-2⁩، ⁦Llama⁩ و خانواده‌های دیگری که متن می‌نویسند)، نه برای رمزگذار</translation>
    </message>
    <message>
        <location filename="../../core/models/language/generation.cpp" line="+13"/>
        <location filename="../../core/models/language/language_model.cpp" line="-6"/>
        <location line="+14"/>
        <source>an encoder (BERT family) does not continue a text</source>
        <translation>رمزگذار (خانوادهٔ BERT) متن را ادامه نمی‌دهد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no text to continue</source>
        <translation>متنی برای ادامه دادن نیست</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of new tokens must be from 1 to %1, not %2</source>
        <translation>تعداد توکن‌های تازه باید از ۱ تا ⁦%1⁩ باشد، نه ⁦%2⁩</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator.cpp" line="+18"/>
        <source>%1 has %2 bytes; a translator reads at most %3</source>
        <translation>⁦%1⁩ دارای ⁦%2⁩ بایت است؛ مترجم حداکثر ⁦%3⁩ می‌خواند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is empty: type a sentence to translate</source>
        <translation>⁦%1⁩ خالی است: جمله‌ای برای ترجمه بنویسید</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 words; this translator reads at most %3 (split the text into sentences)</source>
        <translation>⁦%1⁩ دارای ⁦%2⁩ واژه است؛ این مترجم حداکثر ⁦%3⁩ می‌خواند (متن را به جمله‌ها بشکنید)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a translator needs a model</source>
        <translation>مترجم به یک مدل نیاز دارد</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_loading.cpp" line="-41"/>
        <source>%1: &quot;%2&quot; is missing</source>
        <translation>⁦%1⁩: «%2» وجود ندارد</translation>
    </message>
    <message>
        <location filename="../../core/models/common/config_reader.cpp" line="+16"/>
        <location filename="../../core/models/translator/translator_loading.cpp" line="+3"/>
        <source>%1: &quot;%2&quot; must be a whole number from %3 to %4</source>
        <translation>⁦%1⁩: «%2» باید عددی صحیح از ⁦%3⁩ تا ⁦%4⁩ باشد</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../core/models/common/rope_parameters.cpp" line="+74"/>
        <source>%1: &quot;%2&quot; must be a positive number</source>
        <translation>⁦%1⁩: «%2» باید عددی مثبت باشد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;%2&quot; must be true or false</source>
        <translation>⁦%1⁩: «%2» باید true یا false باشد</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_loading.cpp" line="+41"/>
        <source>%1: &quot;model_type&quot; is missing</source>
        <translation>‏⁦%1⁩: «model_type» وجود ندارد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: model_type &quot;%2&quot; is not a translator (expected &quot;bahdanau-gru&quot;, &quot;transformer-seq2seq&quot; or &quot;marian&quot;)</source>
        <translation>‏⁦%1⁩: ⁦model_type «%2»⁩ مترجم نیست («bahdanau-gru»، «transformer-seq2seq» یا «marian» انتظار می‌رفت)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: &quot;hidden_dim&quot; %2 must be even (half per encoder direction)</source>
        <translation>‏⁦%1⁩: «hidden_dim» ⁦%2⁩ باید زوج باشد (نیمی برای هر جهت encoder)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;layer_norm_eps&quot; must be a number between 0 and 1</source>
        <translation>‏⁦%1⁩: «layer_norm_eps» باید عددی بین ۰ و ۱ باشد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: only &quot;norm&quot;: &quot;post&quot; (LayerNorm after each residual addition) is supported</source>
        <translation>⁦%1⁩: فقط ⁦&quot;norm&quot;: &quot;post&quot;⁩ پشتیبانی می‌شود (LayerNorm پس از هر جمع باقی‌مانده)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: only &quot;activation&quot;: &quot;relu&quot; is supported</source>
        <translation>⁦%1⁩: فقط ⁦&quot;activation&quot;: &quot;relu&quot;⁩ پشتیبانی می‌شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: d_model %2 is not divisible by heads %3</source>
        <translation>⁦%1⁩: ⁦d_model %2⁩ بر تعداد سرها ⁦%3⁩ بخش‌پذیر نیست</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: max_source_words + 1 and max_target_words must not exceed max_positions %2</source>
        <translation>⁦%1⁩: ⁦max_source_words + 1⁩ و max_target_words نباید از ⁦max_positions %2⁩ بیشتر شوند</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1/source_vocab.json has %2 words but config.json says source_vocab_size %3</source>
        <translation>⁦%1/source_vocab.json⁩ دارای ⁦%2⁩ واژه است ولی config.json می‌گوید ⁦source_vocab_size %3⁩</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1/target_vocab.json has %2 words but config.json says target_vocab_size %3</source>
        <translation>⁦%1/target_vocab.json⁩ دارای ⁦%2⁩ واژه است ولی config.json می‌گوید ⁦target_vocab_size %3⁩</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_vocab.cpp" line="-33"/>
        <source>%1: a vocabulary needs at least the 4 special words, got %2 words</source>
        <translation>⁦%1⁩: واژگان دست‌کم به ۴ واژهٔ ویژه نیاز دارد، ⁦%2⁩ واژه داده شد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 words is more than the 1000000 allowed</source>
        <translation>⁦%1⁩: ⁦%2⁩ واژه بیش از ۱۰۰۰۰۰۰ مجاز است</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: word %2 must be &quot;%3&quot;, got &quot;%4&quot;</source>
        <translation>⁦%1⁩: واژهٔ ⁦%2⁩ باید «%3» باشد، «%4» داده شد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: word %2 is empty</source>
        <translation>⁦%1⁩: واژهٔ ⁦%2⁩ خالی است</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: word &quot;%2&quot; appears twice (ids %3 and %4)</source>
        <translation>⁦%1⁩: واژهٔ «%2» دو بار آمده است (شناسه‌های ⁦%3⁩ و ⁦%4⁩)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: entry %2 is not a string</source>
        <translation>⁦%1⁩: درایهٔ ⁦%2⁩ رشته نیست</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: expected a JSON object mapping each piece to its id</source>
        <translation>⁦%1⁩: یک شیء JSON انتظار می‌رفت که هر قطعه را به شناسهٔ آن نگاشت کند</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;%2&quot; must map to an id of its own from 0 to %3</source>
        <translation>⁦%1⁩: «%2» باید به شناسه‌ای مخصوص خودش از ۰ تا ⁦%3⁩ نگاشت شود</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;&lt;unk&gt;&quot; is missing</source>
        <translation>‏⁦%1⁩: «&lt;unk&gt;» وجود ندارد</translation>
    </message>
    <message>
        <location filename="../../core/positional/pe_similarity.cpp" line="+13"/>
        <source>positional encoding</source>
        <translation>کدگذاری موقعیتی</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>need at least one offset, got %1</source>
        <translation>دست‌کم یک جابه‌جایی لازم است، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>similarity by offset needs sine-cosine pairs: d must be even, got %1</source>
        <translation>شباهت بر حسب جابه‌جایی به جفت‌های سینوس-کسینوس نیاز دارد: ⁦d⁩ باید زوج باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>bits must be 1 to 30, got %1</source>
        <translation>تعداد بیت‌ها باید ۱ تا ۳۰ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bits count %2 positions, not %3</source>
        <translation>⁦%1⁩ بیت ⁦%2⁩ موقعیت را می‌شمارد، نه ⁦%3⁩</translation>
    </message>
    <message>
        <location filename="../../core/positional/positional.cpp" line="+16"/>
        <location filename="../../core/positional/rope.cpp" line="+50"/>
        <location line="+10"/>
        <source>number of positions must be at least 1, got %1</source>
        <translation>تعداد موقعیت‌ها باید دست‌کم ۱ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encoding dimension must be at least 1, got %1</source>
        <translation>بُعد کدگذاری باید دست‌کم ۱ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>encoding base must be a number above 1, got %1</source>
        <translation>پایهٔ کدگذاری باید عددی بزرگ‌تر از ۱ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the offset rotation needs an even dimension: with d = %1 the last sine column has no cosine partner</source>
        <translation>چرخش جابه‌جایی به بُعد زوج نیاز دارد: با ⁦d = %1⁩ آخرین ستون سینوس جفت کسینوس ندارد</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>positions %1 and %2 must both be among the %3 of P %4</source>
        <translation>موقعیت‌های ⁦%1⁩ و ⁦%2⁩ هر دو باید در میان ⁦%3⁩ موقعیت ⁦P %4⁩ باشند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P %1 needs %2 frequencies, got %3</source>
        <translation>⁦P %1⁩ به ⁦%2⁩ بسامد نیاز دارد، ⁦%3⁩ داده شد</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pair %1 does not exist in P %2</source>
        <translation>جفت ⁦%1⁩ در ⁦P %2⁩ وجود ندارد</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>offset %1 leaves no pair of the %2 positions to compare</source>
        <translation>جابه‌جایی ⁦%1⁩ هیچ جفتی از ⁦%2⁩ موقعیت برای مقایسه باقی نمی‌گذارد</translation>
    </message>
    <message>
        <location filename="../../core/positional/rope.cpp" line="-42"/>
        <source>rotary encoding rotates pairs of dimensions: d must be even and at least 2, got %1</source>
        <translation>کدگذاری چرخشی جفت‌هایی از بُعدها را می‌چرخاند: ⁦d⁩ باید زوج و دست‌کم ۲ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>rotary input</source>
        <translation>ورودی کدگذاری چرخشی</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+10"/>
        <source>query dim %1 does not match key dim %2</source>
        <translation>بُعد query ⁦%1⁩ با بُعد key ⁦%2⁩ هم‌خوان نیست</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rotary positions need d/2 = %1 finite frequencies, got %2</source>
        <translation>موقعیت‌های چرخشی به ⁦d/2 = %1⁩ بسامد متناهی نیاز دارند، ⁦%2⁩ داده شد</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>diagonal means need a non-empty square matrix, got %1</source>
        <translation>میانگین‌های قطری به ماتریس مربعی ناتهی نیاز دارند، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location filename="../../core/text/onehot.cpp" line="+33"/>
        <source>one-hot embedding needs at least one token, got an empty text</source>
        <translation>جانمایی one-hot دست‌کم یک توکن لازم دارد، ولی متن خالی است</translation>
    </message>
    <message>
        <location filename="../../core/text/text_segments.cpp" line="+57"/>
        <source>cannot split the text: ICU&apos;s break iterator is unavailable (%1)</source>
        <translation>متن شکسته نمی‌شود: پیمایشگر مرزهای ICU در دسترس نیست (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the text is too long to split: %1 bytes</source>
        <translation>متن برای شکستن بیش از حد بلند است: ⁦%1⁩ بایت</translation>
    </message>
    <message>
        <location filename="../../core/text/token_embedding.cpp" line="+23"/>
        <source>the embedding size must be at least 1, not %1</source>
        <translation>اندازهٔ جانمایی باید دست‌کم ۱ باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location filename="../../core/base/check.h" line="+70"/>
        <source>%1 %2 has a non-finite value %3 at row %4, column %5</source>
        <translation>⁦%1 %2⁩ در سطر ⁦%4⁩، ستون ⁦%5⁩ مقدار نامتناهی ⁦%3⁩ دارد</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is empty %2: at least one token and one dimension needed</source>
        <translation>⁦%1⁩ خالی است ⁦%2⁩: دست‌کم یک توکن و یک بُعد لازم است</translation>
    </message>
    <message>
        <location filename="../../core/attention/rotary.cpp" line="+12"/>
        <source>rotary positions need an even head size, got %1</source>
        <translation>کدگذاری چرخشی به اندازهٔ سر زوج نیاز دارد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rotary base must be a number above 1, got %1</source>
        <translation>پایهٔ کدگذاری چرخشی باید عددی بزرگ‌تر از ۱ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>rotary positions: %1 from position %2 is not up to %3 positions of %4 heads of %5 or more values</source>
        <translation>کدگذاری چرخشی: ⁦%1⁩ از موقعیت ⁦%2⁩ حداکثر ⁦%3⁩ موقعیت از ⁦%4⁩ سر با اندازهٔ ⁦%5⁩ یا بیشتر نیست</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>rotary scores need a query and a key of %1 or more values, got %2 and %3</source>
        <translation>امتیازهای چرخشی به query و key با ⁦%1⁩ مقدار یا بیشتر نیاز دارند، ⁦%2⁩ و ⁦%3⁩ داده شد</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a score needs a query and a key of one size, got %1 and %2</source>
        <translation>امتیاز به یک query و یک key هم‌اندازه نیاز دارد، ولی ⁦%1⁩ و ⁦%2⁩ داده شد</translation>
    </message>
    <message>
        <location filename="../../core/models/common/rope_parameters.cpp" line="-40"/>
        <source>%1: &quot;rope_scaling&quot; must be an object or null</source>
        <translation>⁦%1⁩: «rope_scaling» باید شیء یا null باشد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;rope_parameters&quot; must be an object</source>
        <translation>‏⁦%1⁩: «rope_parameters» باید شیء باشد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: &quot;rope_parameters&quot; has no object for layer type &quot;%2&quot;</source>
        <translation>‏⁦%1⁩: «rope_parameters» شیئی برای نوع لایهٔ «%2» ندارد</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: &quot;%2&quot; must be a list of numbers</source>
        <translation>⁦%1⁩: «%2» باید فهرستی از عددها باشد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; must be a list of positive numbers</source>
        <translation>⁦%1⁩: «%2» باید فهرستی از عددهای مثبت باشد</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: &quot;%2&quot; is not a rope setting this program knows; it would change the positions, so the model is not opened</source>
        <translation>⁦%1⁩: «%2» از تنظیم‌های rope که این برنامه می‌شناسد نیست؛ موقعیت‌ها را تغییر می‌داد، پس مدل باز نمی‌شود</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: rope_type &quot;%2&quot; is not supported (default, linear, dynamic, yarn, longrope and llama3 are)</source>
        <translation>‏⁦%1⁩: rope_type «%2» پشتیبانی نمی‌شود (default، linear، dynamic، yarn، longrope و llama3 پشتیبانی می‌شوند)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;rope_theta&quot; must be a number above 1</source>
        <translation>‏⁦%1⁩: «rope_theta» باید عددی بزرگ‌تر از ۱ باشد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;partial_rotary_factor&quot; must be in (0, 1]</source>
        <translation>‏⁦%1⁩: «partial_rotary_factor» باید در بازهٔ ⁦(0, 1]⁩ باشد</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: llama3 rope needs 0 &lt; low_freq_factor &lt; high_freq_factor</source>
        <translation>‏⁦%1⁩: rope از نوع llama3 به ⁦0 &lt; low_freq_factor &lt; high_freq_factor⁩ نیاز دارد</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;truncate&quot; must be true or false</source>
        <translation>‏⁦%1⁩: «truncate» باید true یا false باشد</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>rotary positions need an even number of values per head, got %1 of %2</source>
        <translation>کدگذاری چرخشی برای هر سر به تعداد زوجی مقدار نیاز دارد، ⁦%1⁩ از ⁦%2⁩ داده شد</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>longrope needs %1 factors (one per rotated pair), got %2</source>
        <translation>‏longrope به ⁦%1⁩ ضریب نیاز دارد (یکی برای هر جفت چرخشی)، ⁦%2⁩ داده شد</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/decoder_config.cpp" line="+23"/>
        <source>%1: &quot;layer_types&quot; must list one type for each of the %2 layers</source>
        <translation>‏⁦%1⁩: «layer_types» باید برای هر یک از ⁦%2⁩ لایه یک نوع فهرست کند</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: layer type %2 is not sliding_attention or full_attention</source>
        <translation>⁦%1⁩: نوع لایهٔ ⁦%2⁩ نه sliding_attention است و نه full_attention</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1: &quot;no_rope_layers&quot; must have one entry for each of the %2 layers</source>
        <translation>‏⁦%1⁩: «no_rope_layers» باید برای هر یک از ⁦%2⁩ لایه یک درایه داشته باشد</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;no_rope_layers&quot; entries must be 0 or 1</source>
        <translation>⁦%1⁩: درایه‌های «no_rope_layers» باید ۰ یا ۱ باشند</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1: %2 attention heads do not share %3 key/value heads evenly</source>
        <translation>⁦%1⁩: ⁦%2⁩ سر توجه نمی‌توانند ⁦%3⁩ سر key/value را به‌طور برابر شریک شوند</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 %3 is not divisible by %4 heads</source>
        <translation>⁦%1⁩: ⁦%2 %3⁩ بر ⁦%4⁩ سر بخش‌پذیر نیست</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: &quot;partial_rotary_factor&quot; is not applied to a &quot;%2&quot; model, so the model is not opened</source>
        <translation>‏⁦%1⁩: «partial_rotary_factor» روی مدل «%2» اعمال نمی‌شود، پس مدل باز نمی‌شود</translation>
    </message>
    <message>
        <location filename="../../core/models/language/tokenizer_json.cpp" line="-102"/>
        <location line="+134"/>
        <source>%1: the pre-tokenizer is not one this program knows (byte-level with GPT-2&apos;s, SmolLM2&apos;s, Llama 3&apos;s or Qwen2&apos;s split)</source>
        <translation>⁦%1⁩: این پیش‌توکن‌ساز برای برنامه شناخته نیست (بایتی با تقسیم GPT-2، SmolLM2، Llama 3 یا Qwen2 شناخته است)</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>%1: the tokenizer has no %2 token</source>
        <translation>⁦%1⁩: توکن‌ساز توکن ⁦%2⁩ ندارد</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: added token &quot;%2&quot; has id %3, not a whole number from 0 to %4</source>
        <translation>‏⁦%1⁩: شناسهٔ توکن افزوده «⁦%2⁩» ⁦%3⁩ است، نه عددی صحیح از ۰ تا ⁦%4⁩</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1: &quot;%2&quot; is not supported</source>
        <translation>⁦%1⁩: «%2» پشتیبانی نمی‌شود</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: &quot;%2&quot; is not supported (BertNormalizer is)</source>
        <translation>‏⁦%1⁩: «⁦%2⁩» پشتیبانی نمی‌شود (⁦BertNormalizer⁩ پشتیبانی می‌شود)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1: tokenizer model &quot;%2&quot; is not supported (BPE and WordPiece are)</source>
        <translation>⁦%1⁩: مدل توکن‌ساز «%2» پشتیبانی نمی‌شود (BPE و WordPiece پشتیبانی می‌شوند)</translation>
    </message>
    <message>
        <location filename="../../core/attention/head_metrics.cpp" line="+15"/>
        <source>head metrics need square weights of at least 2 tokens and one delimiter flag per token, got %1 and %2 flags</source>
        <translation>معیارهای سر به وزن‌های مربعی دست‌کم ۲ توکنی و یک نشانهٔ جداکننده برای هر توکن نیاز دارند، ⁦%1⁩ و ⁦%2⁩ نشانه داده شد</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>an induction score needs weights of 2 x %1 + %2 tokens, got %3</source>
        <translation>امتیاز القایی به وزن‌های ⁦2 × %1 + %2⁩ توکن نیاز دارد، ⁦%3⁩ داده شد</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>there is no attention to sum up by distance</source>
        <translation>توجهی برای جمع‌زدن بر حسب فاصله وجود ندارد</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>heads of different shapes: %1 and %2</source>
        <translation>‏سرهایی با شکل‌های متفاوت: ⁦%1⁩ و ⁦%2⁩</translation>
    </message>
    <message>
        <location filename="../../core/attention/patch_maps.cpp" line="+18"/>
        <source>attention %1 does not cover %2 prefix tokens and %3 x %4 patches</source>
        <translation>توجه ⁦%1⁩ شامل ⁦%2⁩ توکن پیشوندی و ⁦%3 x %4⁩ وصله نیست</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>token %1 does not exist: there are %2</source>
        <translation>توکن ⁦%1⁩ وجود ندارد: ⁦%2⁩ توکن هست</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the share of attention to keep must be in (0, 1], got %1</source>
        <translation>سهم توجهِ نگه‌داشتنی باید در ⁦(0, 1]⁩ باشد، ⁦%1⁩ داده شد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a patch map must hold finite weights of at least 0</source>
        <translation>نقشهٔ وصله‌ها باید وزن‌های متناهیِ دست‌کم ۰ داشته باشد</translation>
    </message>
    <message>
        <location filename="../../core/models/vit/vit.cpp" line="+63"/>
        <source>%1 x %2 patches</source>
        <translation>⁦%1 x %2⁩ وصله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a smaller picture</source>
        <translation>تصویر کوچک‌تری انتخاب کنید</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>pixels of %1 x %2 are not a grid of %3 x %4 patches of %5</source>
        <translation>پیکسل‌های ⁦%1 x %2⁩ شبکه‌ای از ⁦%3 x %4⁩ وصلهٔ ⁦%5⁩ تایی نیستند</translation>
    </message>
    <message>
        <location filename="../../core/models/vit/vit_load.cpp" line="+30"/>
        <source>%1: &quot;mlp_ratio&quot; is too large</source>
        <translation>‏⁦%1⁩: «mlp_ratio» بیش از حد بزرگ است</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;use_swiglu_ffn&quot; true (DINOv2 giant&apos;s SwiGLU MLP) is not supported</source>
        <translation>‏⁦%1⁩: ⁦«use_swiglu_ffn» true⁩ (MLP از نوع SwiGLU در DINOv2 giant) پشتیبانی نمی‌شود</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: hidden_size %2 does not split into %3 heads</source>
        <translation>⁦%1⁩: ⁦hidden_size %2⁩ به ⁦%3⁩ سر تقسیم نمی‌شود</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: image_size %2 is not a whole number of %3-pixel patches</source>
        <translation>⁦%1⁩: ⁦image_size %2⁩ عدد درستی از وصله‌های ⁦%3⁩ پیکسلی نیست</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: qkv_bias false is not supported</source>
        <translation>⁦%1⁩: ⁦qkv_bias false⁩ پشتیبانی نمی‌شود</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: id2label must map 0 .. %2 to names</source>
        <translation>⁦%1⁩: ⁦id2label⁩ باید ⁦0 .. %2⁩ را به نام‌ها نگاشت کند</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: &quot;%2&quot; must give a height and a width (or a shortest edge) of 1 to %3 pixels</source>
        <translation>⁦%1⁩: «⁦%2⁩» باید ارتفاع و عرض (یا کوتاه‌ترین ضلع) را از ۱ تا ⁦%3⁩ پیکسل بدهد</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: &quot;resample&quot; must be one of Pillow&apos;s filters, 0 to 5</source>
        <translation>⁦%1⁩: «resample» باید یکی از فیلترهای Pillow باشد، از ۰ تا ۵</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+4"/>
        <source>%1: &quot;%2&quot; must be three numbers</source>
        <translation>⁦%1⁩: «%2» باید سه عدد باشد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: image_std must be above 0</source>
        <translation>⁦%1⁩: ⁦image_std⁩ باید بیشتر از ۰ باشد</translation>
    </message>
    <message>
        <location filename="../../core/models/vit/vit_pixels.cpp" line="+93"/>
        <source>a photo of %1x%2 pixels would be resized to a side of %3 pixels; at most %4 are accepted</source>
        <translation>عکس ⁦%1x%2⁩ پیکسلی به ضلع ⁦%3⁩ پیکسل تغییر اندازه می‌داد؛ حداکثر ⁦%4⁩ پذیرفته می‌شود</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 position embeddings after the first %2 do not form a square grid</source>
        <translation>⁦%1⁩ بردار موقعیت پس از ⁦%2⁩ بردار نخست شبکهٔ مربعی نمی‌سازند</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a grid of %1 x %2 patches is empty</source>
        <translation>شبکهٔ ⁦%1 x %2⁩ وصله خالی است</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>the longer side must be %1 to %2 pixels, not %3</source>
        <translation>ضلع بلندتر باید ⁦%1⁩ تا ⁦%2⁩ پیکسل باشد، نه ⁦%3⁩</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention_budget.cpp" line="+14"/>
        <source>every head&apos;s attention over %1 would take %2 GB, more than the %3 GB allowed: %4</source>
        <translation>توجه همهٔ سرها روی %1 ⁦%2⁩ گیگابایت می‌گرفت، بیش از ⁦%3⁩ گیگابایت مجاز: %4</translation>
    </message>
    <message>
        <location filename="../../core/models/common/activation.cpp" line="+16"/>
        <source>%1: %2 &quot;%3&quot; is not supported (silu, gelu, gelu_pytorch_tanh, gelu_new and relu are)</source>
        <translation>⁦%1⁩: ⁦%2 «%3»⁩ پشتیبانی نمی‌شود (silu، gelu، gelu_pytorch_tanh، gelu_new و relu پشتیبانی می‌شوند)</translation>
    </message>
    <message>
        <location filename="../../core/models/common/config_keys.cpp" line="+174"/>
        <source>%1: &quot;%2&quot; is a setting this program does not apply to a &quot;%3&quot; model; it could change the numbers, so the model is not opened</source>
        <translation>⁦%1⁩: «%2» تنظیمی است که این برنامه روی مدل «%3» اعمال نمی‌کند؛ ممکن است عددها را تغییر دهد، پس مدل باز نمی‌شود</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/decoder_load.cpp" line="+77"/>
        <source>a fused query_key_value needs as many key/value heads as query heads, got %1 and %2</source>
        <translation>‏query_key_value ادغام‌شده به همان تعداد سر key/value نیاز دارد که سر query، ⁦%1⁩ و ⁦%2⁩ داده شد</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/marian_translator.cpp" line="+178"/>
        <source>%1: &quot;%2&quot; and &quot;%3&quot; differ; the Translator tab shows one number for both</source>
        <translation>⁦%1⁩: «%2» و «%3» با هم فرق دارند؛ زبانهٔ «مترجم» برای هر دو یک عدد نشان می‌دهد</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: &quot;%2&quot; true is not Marian&apos;s layout</source>
        <translation>⁦%1⁩: ⁦«%2» true⁩ با ساختار Marian جور نیست</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: learned positions are not Marian&apos;s layout</source>
        <translation>⁦%1⁩: موقعیت‌های آموخته‌شده با ساختار Marian جور نیستند</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: d_model %2 is not divisible by %3 heads</source>
        <translation>⁦%1⁩: ⁦d_model %2⁩ بر ⁦%3⁩ سر بخش‌پذیر نیست</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: separate source and target vocabularies are not supported</source>
        <translation>⁦%1⁩: واژگان جداگانه برای زبان مبدأ و زبان مقصد پشتیبانی نمی‌شود</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: separate vocabularies are not supported</source>
        <translation>⁦%1⁩: واژگان جداگانه پشتیبانی نمی‌شود</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1/vocab.json has %2 pieces but config.json says vocab_size %3</source>
        <translation>⁦%1/vocab.json⁩ دارای ⁦%2⁩ قطعه است ولی config.json می‌گوید ⁦vocab_size %3⁩</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_tokenizer.cpp" line="+34"/>
        <source>%1 is missing (a Marian translator needs its SentencePiece models)</source>
        <translation>⁦%1⁩ وجود ندارد (مترجم Marian به مدل‌های SentencePiece خود نیاز دارد)</translation>
    </message>
    <message>
        <location filename="../../core/models/common/sentencepiece_model.cpp" line="+17"/>
        <source>%1 is not a SentencePiece model: %2</source>
        <translation>⁦%1⁩ مدل SentencePiece نیست: %2</translation>
    </message>
    <message>
        <location filename="../../core/models/translator/translator_tokenizer.cpp" line="+26"/>
        <source>the translation&apos;s pieces do not decode: %1</source>
        <translation>قطعه‌های ترجمه رمزگشایی نمی‌شوند: %1</translation>
    </message>
    <message>
        <location filename="../../core/models/language/fairseq_pieces.cpp" line="-21"/>
        <location filename="../../core/models/translator/translator_tokenizer.cpp" line="+28"/>
        <source>the text cannot be split into pieces: %1</source>
        <translation>متن را نمی‌توان به قطعه‌ها تقسیم کرد: %1</translation>
    </message>
    <message>
        <location filename="../../core/lessons/claim.cpp" line="+41"/>
        <source>there is no %1 %2: the figure has %3</source>
        <translation>%1 ⁦%2⁩ وجود ندارد: شکل ⁦%3⁩ تا دارد</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no %1 is labelled «%2»</source>
        <translation>هیچ %1 با برچسب «%2» نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 are labelled «%3»: name it by its number</source>
        <translation>⁦%1⁩ %2 برچسب «%3» دارند: آن را با شماره‌اش بنامید</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+24"/>
        <source>row</source>
        <translation>سطر</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+24"/>
        <source>column</source>
        <translation>ستون</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>row %1: largest %2 at %3</source>
        <translation>سطر %1: بزرگ‌ترین ⁦%2⁩ در %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1: largest %2 at %3, %4 at %5</source>
        <translation>سطر %1: بزرگ‌ترین ⁦%2⁩ در %3، ⁦%4⁩ در %5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 → %2: %3</source>
        <translation>⁦%1 → %2⁩: ⁦%3⁩</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>row %1: largest %2 at %3, %4 on the diagonal</source>
        <translation>سطر %1: بزرگ‌ترین ⁦%2⁩ در %3، روی قطر ⁦%4⁩</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 rows, %2 columns</source>
        <translation>⁦%1⁩ سطر، ⁦%2⁩ ستون</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>smallest %1 at %2 → %3, largest %4 at %5 → %6</source>
        <translation>کوچک‌ترین ⁦%1⁩ در ⁦%2 → %3⁩، بزرگ‌ترین ⁦%4⁩ در ⁦%5 → %6⁩</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>row %1 sums to %2</source>
        <translation>مجموع سطر %1 برابر ⁦%2⁩ است</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>row %1: entropy %2 of at most %3 nats</source>
        <translation>سطر %1: آنتروپی ⁦%2⁩ از حداکثر ⁦%3⁩ نت</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 → %2: %3 above the diagonal</source>
        <translation>⁦%1 → %2⁩: ⁦%3⁩ بالای قطر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every entry above the diagonal is 0</source>
        <translation>همهٔ درایه‌های بالای قطر صفرند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the figure shows no numbers</source>
        <translation>شکل عددی نشان نمی‌دهد</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>from %1 to %2</source>
        <translation>از ⁦%1⁩ تا ⁦%2⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at least %1</source>
        <translation>دست‌کم ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1</source>
        <translation>حداکثر ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every row&apos;s largest entry is on the diagonal</source>
        <translation>بزرگ‌ترین درایهٔ هر سطر روی قطر است</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row %1&apos;s largest entry is at %2</source>
        <translation>بزرگ‌ترین درایهٔ سطر %1 در %2 است</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 → %2 is %3</source>
        <translation>⁦%1 → %2⁩ %3 است</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every entry is %1</source>
        <translation>هر درایه %1 است</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every row sums to %1</source>
        <translation>مجموع هر سطر ⁦%1⁩ است</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every row is within %1 nats of uniform</source>
        <translation>هر سطر حداکثر ⁦%1⁩ نت از یکنواخت فاصله دارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing above the diagonal (no query sees a later key)</source>
        <translation>بالای قطر چیزی نیست (هیچ query کلید بعدی را نمی‌بیند)</translation>
    </message>
    <message>
        <location filename="../../core/models/common/transformer_block.cpp" line="+106"/>
        <source>layer %1: %2</source>
        <translation>لایهٔ %1، %2 {1:?}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>layer %1: the hidden states leave the float range (infinite or NaN): the model&apos;s weights are too large</source>
        <translation>لایهٔ ⁦%1⁩: حالت‌های پنهان از بازهٔ float بیرون می‌روند (بی‌نهایت یا NaN): وزن‌های مدل بیش از حد بزرگ‌اند</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorercompute.cpp" line="+52"/>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 باید از ⁦%2⁩ تا ⁦%3⁩ باشد، نه ⁦%4⁩</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 x %2 tokens x %3 heads are %4 million cells, more than the %5 million the explorer holds; use fewer heads or a shorter text</source>
        <translation>⁦%1 × %2⁩ توکن × ⁦%3⁩ سر، ⁦%4⁩ میلیون خانه است، بیش از ⁦%5⁩ میلیونی که کاوشگر جا می‌دهد؛ سرهای کمتر یا متن کوتاه‌تری بردارید</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Q %1 and K %2 need the same number of columns (the key size d)</source>
        <translation>‏⁦Q %1⁩ و ⁦K %2⁩ باید تعداد ستون یکسانی داشته باشند (اندازهٔ key یعنی d)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the model&apos;s tokens need a language model; open a model folder</source>
        <translation>توکن‌های مدل به یک مدل زبانی نیاز دارند؛ پوشهٔ یک مدل را باز کنید</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the number of heads</source>
        <translation>تعداد سرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the head size</source>
        <translation>اندازهٔ سر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the padded length</source>
        <translation>طول پرشده</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model&apos;s embeddings need the model&apos;s tokens; choose the model tokenizer</source>
        <translation>بردارهای مدل به توکن‌های مدل نیاز دارند؛ توکن‌ساز مدل را برگزینید</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the temperature must be a positive number</source>
        <translation>دما باید عددی مثبت باشد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no language model is open; open a model folder in the Language model tab</source>
        <translation>هیچ مدل زبانی باز نیست؛ در زبانهٔ «مدل زبانی» پوشهٔ یک مدل را باز کنید</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the sentence has no tokens; type a sentence</source>
        <translation>جمله توکنی ندارد؛ جمله‌ای بنویسید</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cross-attention needs a second sentence for the keys and values</source>
        <translation>توجه متقاطع برای keyها و valueها به جملهٔ دوم نیاز دارد</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the text has %1 tokens; the explorer shows at most %2</source>
        <translation>متن ⁦%1⁩ توکن دارد؛ کاوشگر حداکثر ⁦%2⁩ را نشان می‌دهد</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the embedding size</source>
        <translation>اندازهٔ بردار</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>custom matrices form a single head</source>
        <translation>ماتریس‌های دلخواه یک سر می‌سازند</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/pooling/poolingdocument.cpp" line="+26"/>
        <source>w must be from 0.1 to 100</source>
        <translation>‏w باید از ⁦0.1⁩ تا ⁦100⁩ باشد</translation>
    </message>
    <message>
        <location filename="../../ui/overview/attentioncomputation.cpp" line="+17"/>
        <source>The sentence has no words: type at least one word.</source>
        <translation>جمله واژه‌ای ندارد: دست‌کم یک واژه بنویسید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sentence has %1 words; at most %2 can be shown.</source>
        <translation>جمله ⁦%1⁩ واژه دارد؛ حداکثر ⁦%2⁩ را می‌توان نشان داد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The number of heads must be between 1 and %1, not %2.</source>
        <translation>تعداد سرها باید بین ⁦1⁩ و ⁦%1⁩ باشد، نه ⁦%2⁩.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The temperature must be a positive number, not %1.</source>
        <translation>دما باید عددی مثبت باشد، نه ⁦%1⁩.</translation>
    </message>
    <message>
        <location filename="../../core/models/language/next_token.cpp" line="+18"/>
        <source>the temperature must be 0 (greedy) or more, not %1</source>
        <translation>دما باید ⁦0⁩ (حریصانه) یا بیشتر باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top-k must be 1 or more, not %1</source>
        <translation>⁦top-k⁩ باید ⁦1⁩ یا بیشتر باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top-p must be more than 0 and at most 1, not %1</source>
        <translation>⁦top-p⁩ باید بیشتر از ⁦0⁩ و حداکثر ⁦1⁩ باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there are no logits to choose a token from</source>
        <translation>هیچ ⁦logit⁩ای برای انتخاب توکن نیست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the logits hold NaN: the model&apos;s output is broken</source>
        <translation>در ⁦logit⁩ها ⁦NaN⁩ هست: خروجی مدل خراب است</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>there is no token to sample from</source>
        <translation>توکنی برای نمونه‌گیری نیست</translation>
    </message>
    <message>
        <location filename="../../core/models/common/what_if.cpp" line="+24"/>
        <source>head %1:%2 does not exist: the model has %3 layers of %4 heads</source>
        <translation>سر ⁦%1:%2⁩ وجود ندارد: مدل ⁦%3⁩ لایه با ⁦%4⁩ سر دارد</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&quot;%1&quot; is not a layer:head pair such as 2:5</source>
        <translation>«⁦%1⁩» جفت لایه:سر نیست، مانند ⁦2:5⁩</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no head given: write layer:head pairs such as 2:5</source>
        <translation>سری داده نشده: جفت‌های لایه:سر بنویسید، مانند ⁦2:5⁩</translation>
    </message>
    <message>
        <location filename="../../core/models/language/logit_lens.cpp" line="+13"/>
        <source>an encoder (BERT family) has no next-token logits to read</source>
        <translation>رمزگذار (خانوادهٔ ⁦BERT⁩) لوجیت توکن بعدی ندارد</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/long_text.cpp" line="+8"/>
        <location filename="../../core/models/language/score_build.cpp" line="+18"/>
        <source>head %1 does not exist: the model has %2 heads</source>
        <translation>سر ⁦%1⁩ وجود ندارد: مدل ⁦%2⁩ سر دارد</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>rows %1 to %2 do not lie within the text&apos;s %3 tokens</source>
        <translation>سطرهای ⁦%1⁩ تا ⁦%2⁩ درون ⁦%3⁩ توکن متن نیستند</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>an overview needs at least one cell, not %1</source>
        <translation>نمای کلی دست‌کم یک خانه می‌خواهد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location filename="../../core/models/language/score_build.cpp" line="+5"/>
        <source>token %1 does not exist: the text has %2 tokens</source>
        <translation>توکن ⁦%1⁩ وجود ندارد: متن ⁦%2⁩ توکن دارد</translation>
    </message>
    <message>
        <location filename="../../core/attention/cached_attention.cpp" line="+22"/>
        <source>a key/value cache serves a decoder&apos;s causal scaled-dot self-attention only, every new row, without mean ablation</source>
        <translation>حافظهٔ key/value فقط برای خودتوجهی علّی ضرب نقطه‌ای مقیاس‌شدهٔ رمزگشا است، برای هر سطر تازه، بدون حذف میانگینی</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>new rows %1 do not fit the projections or the cache %2</source>
        <translation>سطرهای تازهٔ ⁦%1⁩ با تصویرها یا حافظهٔ ⁦%2⁩ جور نیستند</translation>
    </message>
    <message>
        <location filename="../../core/models/decoder/decoder.cpp" line="-90"/>
        <source>there are no tokens to read</source>
        <translation>توکنی برای خواندن نیست</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens read and %2 more are more than the model&apos;s %3 positions</source>
        <translation>⁦%1⁩ توکن خوانده‌شده و ⁦%2⁩ توکن دیگر بیش از ⁦%3⁩ موقعیت مدل است</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionDocument</name>
    <message>
        <location filename="../../ui/overview/attentiondocument.cpp" line="+35"/>
        <source>Could not compute attention: %1</source>
        <translation>محاسبهٔ توجه ممکن نبود: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionFigure</name>
    <message>
        <location filename="../../ui/overview/attentionfigure.cpp" line="+60"/>
        <source>attention weight</source>
        <translation>وزن توجه</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>one-hot self-attention: %1</source>
        <extracomment>%1 is the formula, softmax(x_i · x_j) or softmax(x_i · x_j / T)</extracomment>
        <translation>توجه به خود one-hot: ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one-hot self-attention</source>
        <translation>توجه به خود one-hot</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>head %1</source>
        <translation>سر %1</translation>
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
        <translation>کد دودویی i:
بیت b هر 2ᵇ یک بار وارونه می‌شود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bit (place value)</source>
        <translation>بیت (ارزش مکانی)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+20"/>
        <source>position i</source>
        <translation>موقعیت i</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+20"/>
        <source>position</source>
        <translation>موقعیت</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>bit</source>
        <translation>بیت</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sinusoidal P, same positions:
column 0 turns fastest</source>
        <translation>‏P سینوسی، همان موقعیت‌ها:
ستون 0 سریع‌تر از همه می‌چرخد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column of P</source>
        <translation>ستون P</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column</source>
        <translation>ستون</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+19"/>
        <source>value</source>
        <translation>مقدار</translation>
    </message>
</context>
<context>
    <name>attn::ui::BusyHint</name>
    <message>
        <location filename="../../ui/plotkit/busyhint.cpp" line="+12"/>
        <source>Preparing the new picture…</source>
        <translation>در حال آماده‌سازی تصویر جدید…</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionDocument</name>
    <message>
        <location filename="../../ui/caption/captiondocument.cpp" line="+37"/>
        <source>%1 is larger than 1 MB; a words file lists a caption&apos;s words</source>
        <translation>%1 بزرگ‌تر از ۱ مگابایت است؛ فایل واژه‌ها فقط واژه‌های یک زیرنویس را فهرست می‌کند</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read %1: %2</source>
        <translation>خواندن %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 must hold a JSON list of words, e.g. [&quot;a&quot;, &quot;red&quot;, &quot;circle&quot;]</source>
        <translation>%1 باید یک فهرست JSON از واژه‌ها باشد، مثلاً [&quot;a&quot;, &quot;red&quot;, &quot;circle&quot;]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: every entry of the list must be a string</source>
        <translation>%1: هر عضو فهرست باید یک رشته باشد</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 lists no words</source>
        <translation>%1 هیچ واژه‌ای ندارد</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no captioner is loaded (File ▸ Open model…)</source>
        <translation>هیچ زیرنویس‌سازی بارگذاری نشده است (پرونده ▸ باز کردن مدل…)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no picture to caption</source>
        <translation>تصویری برای زیرنویس‌نویسی نیست</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the typed caption has no words</source>
        <translation>زیرنویس تایپ‌شده هیچ واژه‌ای ندارد</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The captioner wrote no words for this scene; shown is the model reading the scene&apos;s own caption.</source>
        <translation>زیرنویس‌ساز برای این صحنه هیچ واژه‌ای ننوشت؛ آنچه نمایش داده می‌شود خواندن زیرنویس خود صحنه توسط مدل است.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The captioner wrote no words for this picture.</source>
        <translation>زیرنویس‌ساز برای این تصویر هیچ واژه‌ای ننوشت.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This picture does not look like the shape scenes the captioner was trained on; its caption and attention say little about it.</source>
        <translation>این تصویر شبیه صحنه‌های شکلی که زیرنویس‌ساز روی آن‌ها آموزش دیده نیست؛ زیرنویس و توجه آن چیز زیادی دربارهٔ آن نمی‌گویند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This scene breaks a rule of the training scenes (%1); the caption may be wrong.</source>
        <translation>این صحنه یکی از قواعد صحنه‌های آموزشی را نقض می‌کند (%1)؛ ممکن است زیرنویس نادرست باشد.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a scene has one to three shapes</source>
        <translation>هر صحنه یک تا سه شکل دارد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scene</source>
        <translation>صحنه</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>there is no shape %1 to move</source>
        <translation>شکل %1 برای جابه‌جا کردن وجود ندارد</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>there are no maps to save: open a captioner and a picture</source>
        <translation>نقشه‌ای برای ذخیره نیست: یک مدل زیرنویس‌ساز و یک تصویر باز کنید</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the typed caption is longer than 2000 characters</source>
        <translation>زیرنویس تایپ‌شده بیش از ۲۰۰۰ نویسه است</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 has %n dimensions; expected 3: (words, grid_h, grid_w)</source>
        <translation>
            <numerusform>%1 دارای %n بُعد است؛ انتظار ۳ بُعد می‌رفت: ⁦(words, grid_h, grid_w)⁩</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is empty</source>
        <translation>%1 خالی است</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has shape (%2, %3, %4); at most %5 words and a %6 x %6 grid</source>
        <translation>شکل %1 برابر (%2, %3, %4) است؛ حداکثر %5 واژه و یک شبکهٔ %6 x %6</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>open a picture before importing its attention maps</source>
        <translation>پیش از وارد کردن نقشه‌های توجه یک تصویر، آن را باز کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds no maps</source>
        <translation>%1 هیچ نقشه‌ای ندارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds %2 maps but the words file lists %3 words; they must match</source>
        <translation>%1 دارای %2 نقشه است اما فایل واژه‌ها %3 واژه را فهرست می‌کند؛ باید برابر باشند</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the maps differ in size</source>
        <translation>%1: اندازهٔ نقشه‌ها متفاوت است</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: attention maps must be finite and not negative</source>
        <translation>%1: نقشه‌های توجه باید متناهی و نامنفی باشند</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has a %2 x %3 grid (rows x columns), which does not fit the %4 x %5-pixel picture: a patch must be at least one pixel</source>
        <translation>%1 یک شبکهٔ %2 x %3 (سطر x ستون) دارد که با تصویر %4 x %5 پیکسلی جور نیست: هر وصله باید دست‌کم یک پیکسل باشد</translation>
    </message>
    <message>
        <location filename="../../ui/caption/captionframes.cpp" line="+14"/>
        <source>there is no caption to play</source>
        <translation>هیچ زیرنویسی برای پخش وجود ندارد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot create the folder %1</source>
        <translation>ساختن پوشهٔ %1 ممکن نیست</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionGridFigure</name>
    <message>
        <location filename="../../ui/caption/captionfigures.cpp" line="+262"/>
        <source>No caption</source>
        <translation>بدون زیرنویس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the captioner looks for each word: %1</source>
        <translation>جایی که زیرنویس‌ساز برای هر واژه نگاه می‌کند: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionOverlayFigure</name>
    <message>
        <location line="-164"/>
        <source>No picture</source>
        <translation>بدون تصویر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1”: word %2 of %3</source>
        <translation>«%1»: واژهٔ %2 از %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · imported maps</source>
        <translation> · نقشه‌های واردشده</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · p = %1</source>
        <translation> · p = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · not in the vocabulary, read as &lt;unk&gt;</source>
        <translation> · در واژگان نیست، به صورت &lt;unk&gt; خوانده شد</translation>
    </message>
</context>
<context>
    <name>attn::ui::CaptionPage</name>
    <message>
        <location filename="../../ui/caption/captionpage.cpp" line="+44"/>
        <source>Overlay</source>
        <translation>هم‌پوشانی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All words</source>
        <translation>همهٔ واژه‌ها</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not applied: %1. The view still shows the previous input.</source>
        <translation>اعمال نشد: %1. نما هنوز ورودی قبلی را نشان می‌دهد.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Captioner</source>
        <translation>زیرنویس‌ساز</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open captioner…</source>
        <translation>باز کردن زیرنویس‌ساز…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a captioner folder</source>
        <translation>باز کردن پوشهٔ زیرنویس‌ساز</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Picture</source>
        <translation>تصویر</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random scene</source>
        <translation>صحنهٔ تصادفی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seed </source>
        <translation>بذر </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open image…</source>
        <translation>باز کردن تصویر…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import attention maps…</source>
        <translation>وارد کردن نقشه‌های توجه…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A .npy of shape (words, grid_h, grid_w) from your own captioner and a words file (.json list or .txt, one word a line)</source>
        <translation>یک .npy با شکل (words, grid_h, grid_w) از زیرنویس‌ساز خودتان و یک فایل واژه‌ها (فهرست .json یا .txt، هر سطر یک واژه)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the captioner&apos;s maps</source>
        <translation>بازگشت به نقشه‌های زیرنویس‌ساز</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Caption</source>
        <translation>زیرنویس</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>type a caption for the model to read</source>
        <translation>زیرنویسی بنویسید تا مدل آن را بخواند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter: the model reads this caption (teacher forcing) and shows where it looks for each word. Empty: its own caption.</source>
        <translation>‏Enter: مدل این زیرنویس را می‌خواند (teacher forcing) و نشان می‌دهد برای هر واژه کجا را نگاه می‌کند. خالی: زیرنویس خود مدل.</translation>
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
        <translation>واژهٔ قبلی (Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next word (Right)</source>
        <translation>واژهٔ بعدی (Right)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+198"/>
        <source>Play</source>
        <translation>پخش</translation>
    </message>
    <message>
        <location line="-185"/>
        <source> s per word</source>
        <translation> ثانیه برای هر واژه</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export frames…</source>
        <translation>صدور فریم‌ها…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One PNG per word, frame-001.png, ..., for slides or a video</source>
        <translation>برای هر واژه یک PNG، frame-001.png، ...، برای اسلاید یا ویدیو</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Drawing</source>
        <translation>ترسیم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smooth (upsampled)</source>
        <translation>هموار (افزایش نمونه)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patch grid</source>
        <translation>شبکهٔ وصله‌ها</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Opacity</source>
        <translation>کدری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours</source>
        <translation>رنگ‌ها</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>circle</source>
        <translation>دایره</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>square</source>
        <translation>مربع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>triangle</source>
        <translation>مثلث</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>red</source>
        <translation>قرمز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>green</source>
        <translation>سبز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blue</source>
        <translation>آبی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yellow</source>
        <translation>زرد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit the scene</source>
        <translation>ویرایش صحنه</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>small</source>
        <translation>کوچک</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>large</source>
        <translation>بزرگ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shapes</source>
        <translation>شکل‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit</source>
        <translation>ویرایش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>نوع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>رنگ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>اندازه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left–right</source>
        <translation>چپ–راست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top–bottom</source>
        <translation>بالا–پایین</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or click the picture to move the shape there.</source>
        <translation>یا روی تصویر کلیک کنید تا شکل به آنجا برود.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No captioner loaded</source>
        <translation>هیچ زیرنویس‌سازی بارگذاری نشده</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Imported maps for: %1</source>
        <translation>نقشه‌های واردشده برای: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model reads: %1</source>
        <translation>مدل می‌خواند: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The model says: %1</source>
        <translation>مدل می‌گوید: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 %3</source>
        <comment>number: colour shape</comment>
        <translation>⁦%1⁩: %3 %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Open a picture</source>
        <translation>باز کردن تصویر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.gif);;All files (*)</source>
        <translation>تصاویر (*.png *.jpg *.jpeg *.bmp *.gif);;همهٔ فایل‌ها (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opened %1</source>
        <translation>%1 باز شد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Attention maps (words, grid_h, grid_w)</source>
        <translation>نقشه‌های توجه (words, grid_h, grid_w)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NumPy arrays (*.npy)</source>
        <translation>آرایه‌های NumPy (*.npy)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The words of the maps</source>
        <translation>واژه‌های نقشه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Words (*.json *.txt);;All files (*)</source>
        <translation>واژه‌ها (*.json *.txt);;همهٔ فایل‌ها (*)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported %1 maps from %2</source>
        <translation>%1 نقشه از %2 وارد شد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Folder for the frames</source>
        <translation>پوشه برای فریم‌ها</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Wrote %n frames to %1</source>
        <translation>
            <numerusform>‏%n قاب در %1 نوشته شد</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames not written: %1</source>
        <translation>فریم‌ها نوشته نشدند: %1</translation>
    </message>
    <message>
        <location filename="../../ui/caption/captionlesson.cpp" line="+50"/>
        <source>the Captions tab has no view “%1” (known: %2)</source>
        <translation>زبانهٔ «زیرنویس‌ها» نمای «%1» ندارد (شناخته‌شده: %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>“word” must be from 1 to the caption&apos;s %n words, not %1</source>
        <translation>
            <numerusform>‏«word» باید از ۱ تا %n واژهٔ زیرنویس باشد، نه %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::ui::CostDemo</name>
    <message>
        <location filename="../../ui/lectures/cost/costdemo.cpp" line="+33"/>
        <source>Measuring on this machine…</source>
        <translation>در حال اندازه‌گیری روی این رایانه…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>model width &amp;d:</source>
        <translation>پهنای مدل (&amp;d):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>longest &amp;n:</source>
        <translation>بیشترین (&amp;n):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel &amp;k:</source>
        <translation>کرنل (&amp;k):</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>&amp;Measure</source>
        <translation>اندازه‌گیری (&amp;M)</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Time each layer at n = 16, 32, … on this machine</source>
        <translation>زمان‌سنجی هر لایه در ⁦n = 16, 32, …⁩ روی این دستگاه</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&amp;Stop</source>
        <translation>توقف (&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m timed</source>
        <translation>‏%v از %m زمان‌سنجی شد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;b&gt;Cost of a layer&lt;/b&gt; over n tokens of width d (Vaswani et al., 2017, table 1)&lt;/p&gt;&lt;table border=1 cellspacing=0 cellpadding=3&gt;&lt;tr&gt;&lt;th&gt;layer&lt;/th&gt;&lt;th&gt;cost&lt;/th&gt;&lt;th&gt;steps&lt;/th&gt;&lt;th&gt;path&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;attention&lt;/td&gt;&lt;td&gt;O(n²·d)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;recurrent&lt;/td&gt;&lt;td&gt;O(n·d²)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;convolution&lt;/td&gt;&lt;td&gt;O(k·n·d²)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(n/k)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;cost&lt;/b&gt;: computation per layer; &lt;b&gt;steps&lt;/b&gt;: sequential operations; &lt;b&gt;path&lt;/b&gt;: maximum path length.&lt;/p&gt;&lt;p&gt;Self-attention: Q = XW&lt;sub&gt;Q&lt;/sub&gt;, K = XW&lt;sub&gt;K&lt;/sub&gt;, V = XW&lt;sub&gt;V&lt;/sub&gt;, softmax(QKᵀ/√d)·V·W&lt;sub&gt;O&lt;/sub&gt;; the n×n scores cost n²d.&lt;br&gt;Recurrent: h&lt;sub&gt;t&lt;/sub&gt; = tanh(W x&lt;sub&gt;t&lt;/sub&gt; + U h&lt;sub&gt;t−1&lt;/sub&gt; + b): n steps one after another, each d².&lt;br&gt;Convolution: y&lt;sub&gt;t&lt;/sub&gt; = b + Σ&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;m&lt;/sub&gt; x&lt;sub&gt;t+m−⌊(k−1)/2⌋&lt;/sub&gt; (same padding): k products of d² per token.&lt;/p&gt;&lt;p&gt;Maximum path length: layers a signal crosses between two tokens (O(log&lt;sub&gt;k&lt;/sub&gt; n) for dilated convolutions). Attention is cheaper than a recurrent layer while n &amp;lt; d, and any two tokens are one step apart.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;هزینهٔ یک لایه&lt;/b&gt; روی n توکن با پهنای d (Vaswani et al., 2017, جدول ۱)&lt;/p&gt;&lt;table border=1 cellspacing=0 cellpadding=3&gt;&lt;tr&gt;&lt;th&gt;لایه&lt;/th&gt;&lt;th&gt;هزینه&lt;/th&gt;&lt;th&gt;گام‌ها&lt;/th&gt;&lt;th&gt;مسیر&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;توجه&lt;/td&gt;&lt;td&gt;⁦O(n²·d)⁩&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;بازگشتی&lt;/td&gt;&lt;td&gt;⁦O(n·d²)⁩&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;td&gt;O(n)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;کانولوشن&lt;/td&gt;&lt;td&gt;⁦O(k·n·d²)⁩&lt;/td&gt;&lt;td&gt;O(1)&lt;/td&gt;&lt;td&gt;O(n/k)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;&lt;b&gt;هزینه&lt;/b&gt;: محاسبات هر لایه؛ &lt;b&gt;گام‌ها&lt;/b&gt;: عملیات متوالی؛ &lt;b&gt;مسیر&lt;/b&gt;: حداکثر طول مسیر.&lt;/p&gt;&lt;p&gt;توجه به خود: ⁦Q = XW&lt;sub&gt;Q&lt;/sub&gt;⁩، ⁦K = XW&lt;sub&gt;K&lt;/sub&gt;⁩، ⁦V = XW&lt;sub&gt;V&lt;/sub&gt;⁩، ⁦softmax(QKᵀ/√d)·V·W&lt;sub&gt;O&lt;/sub&gt;⁩؛ امتیازهای n×n هزینهٔ n²d دارند.&lt;br&gt;بازگشتی: ⁦h&lt;sub&gt;t&lt;/sub&gt; = tanh(W x&lt;sub&gt;t&lt;/sub&gt; + U h&lt;sub&gt;t−1&lt;/sub&gt; + b): n⁩ گام پشت سر هم، هر کدام d².&lt;br&gt;کانولوشن: ⁦y&lt;sub&gt;t&lt;/sub&gt; = b + Σ&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;m&lt;/sub&gt; x&lt;sub&gt;t+m−⌊(k−1)/2⌋&lt;/sub&gt; (same padding): k⁩ ضرب از مرتبهٔ d² برای هر توکن.&lt;/p&gt;&lt;p&gt;حداکثر طول مسیر: تعداد لایه‌هایی که یک سیگنال بین دو توکن طی می‌کند (O(log&lt;sub&gt;k&lt;/sub&gt; n) برای کانولوشن‌های متسع). توجه تا وقتی n &amp;lt; d ارزان‌تر از یک لایهٔ بازگشتی است، و هر دو توکن تنها یک گام از هم فاصله دارند.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&lt;p&gt;&lt;b&gt;Measured&lt;/b&gt; at d = %1, k = %2, n = %3 … %4, the shortest of %5 rounds, in CPU time of the measuring thread. Log–log slopes over the %6 largest n; the laws predict 2, 1, 1:&lt;/p&gt;&lt;p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;اندازه‌گیری‌شده&lt;/b&gt; در ⁦d = %1⁩، ⁦k = %2⁩، ⁦n = %3 … %4⁩، کوتاه‌ترین از %5 دور، بر حسب زمان CPU رشتهٔ اندازه‌گیری. شیب‌های log–log روی %6 مقدار بزرگ‌ترِ n؛ قانون‌ها 2، 1، 1 را پیش‌بینی می‌کنند:&lt;/p&gt;&lt;p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: not measured yet&lt;br&gt;</source>
        <translation>%1: هنوز اندازه‌گیری نشده&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: slope &lt;b&gt;%2&lt;/b&gt; for n ≥ %3 (its operation count: %4), %5 at n = %6&lt;br&gt;</source>
        <translation>%1: شیب &lt;b&gt;%2&lt;/b&gt; برای n ≥ %3 (تعداد عملیات آن: %4)، %5 در ⁦n = %6⁩&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;/p&gt;&lt;p&gt;Self-attention as built also projects X to Q, K, V and the output: 4nd² besides the law&apos;s 2n²d, so its slope rises from 1 towards 2 as n passes 2d = %1.</source>
        <translation>&lt;/p&gt;&lt;p&gt;توجه به خود آن‌گونه که ساخته شده، X را به Q، K، V و خروجی نیز تصویر می‌کند: 4nd² افزون بر 2n²d قانون، پس شیب آن با گذشتن n از ⁦2d = %1⁩ از 1 به سوی 2 بالا می‌رود.</translation>
    </message>
</context>
<context>
    <name>attn::ui::CostDocument</name>
    <message>
        <location filename="../../ui/lectures/cost/costdocument.cpp" line="+87"/>
        <source>Measuring stopped: %1</source>
        <translation>اندازه‌گیری متوقف شد: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::CostFigure</name>
    <message>
        <location filename="../../ui/lectures/cost/costfigure.cpp" line="+28"/>
        <source>self-attention</source>
        <translation>توجه به خود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recurrent (Elman RNN)</source>
        <translation>بازگشتی (Elman RNN)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>convolution (k = %1)</source>
        <translation>کانولوشن (⁦k = %1⁩)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 µs</source>
        <translation>%1 میکروثانیه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms</source>
        <translation>%1 میلی‌ثانیه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 ثانیه</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Self-attention costs 4nd² (projections) + 2n²d (scores, weighted sum): the n²d term leads once n &gt; 2d = %1.</source>
        <translation>هزینهٔ توجه به خود ⁦4nd²⁩ (تصویرها) + ⁦2n²d⁩ (امتیازها، مجموع وزن‌دار) است: جملهٔ ⁦n²d⁩ وقتی ⁦n &gt; 2d = %1⁩ باشد غالب می‌شود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slopes are fitted over n = %1–%2. Self-attention costs 4nd² (projections) + 2n²d (scores, weighted sum): the n²d term leads once n &gt; 2d = %3, so its slope nears the law&apos;s 2 only at large n (over these n, 4nd² + 2n²d itself has slope %4).</source>
        <translation>شیب‌ها روی ⁦n = %1–%2⁩ برازش شده‌اند. هزینهٔ توجه به خود 4nd² (تصویرها) + 2n²d (امتیازها، مجموع وزن‌دار) است: جملهٔ n²d وقتی ⁦n &gt; 2d = %3⁩ باشد غالب می‌شود، پس شیب آن فقط در n بزرگ به شیب 2 قانون نزدیک می‌شود (روی این n‌ها، خود 4nd² + 2n²d شیب %4 دارد).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>sequence length n</source>
        <translation>طول دنباله n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds per forward pass</source>
        <translation>ثانیه برای هر گذر رو به جلو</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1: slope %2</source>
        <translation>%1: شیب %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>c·(4nd² + 2n²d) fit</source>
        <translation>برازش ⁦c·(4nd² + 2n²d)⁩</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>c·%1 fit</source>
        <translation>برازش ⁦c·%1⁩</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>n²d law (slope 2)</source>
        <translation>قانون n²d (شیب 2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Time of one forward pass, d = %1 (measured: solid; fitted law: dashed)</source>
        <translation>زمان یک گذر رو به جلو، ⁦d = %1⁩ (اندازه‌گیری‌شده: خط پیوسته؛ قانون برازش‌شده: خط‌چین)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1, n = %2, d = %3: %4 (fit: %5)</source>
        <translation>%1، ⁦n = %2⁩، ⁦d = %3⁩: %4 (برازش: %5)</translation>
    </message>
</context>
<context>
    <name>attn::ui::DictionaryDemo</name>
    <message>
        <location filename="../../ui/lectures/dictionary/dictionarydemo.cpp" line="+127"/>
        <source>A word to look up, e.g. kind, colour, year, old, model</source>
        <translation>واژه‌ای برای جست‌وجو، مثلاً kind، colour، year، old، model</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value</source>
        <translation>value</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;query:</source>
        <translation>&amp;query:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;temperature:</source>
        <translation>دما (&amp;T):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dictionary d (edit the cells):</source>
        <translation>دیکشنری d (خانه‌ها را ویرایش کنید):</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Add entry</source>
        <translation>افزودن مدخل (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove entry</source>
        <translation>حذف مدخل (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xample</source>
        <translation>مثال (&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{&apos;color&apos;: &apos;blue&apos;, &apos;age&apos;: 22, &apos;type&apos;: &apos;pickup&apos;}</source>
        <translation>{&apos;color&apos;: &apos;blue&apos;, &apos;age&apos;: 22, &apos;type&apos;: &apos;pickup&apos;}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&lt;p&gt;d = {%1}&lt;/p&gt;&lt;p&gt;&lt;b&gt;Exact:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Attention:&lt;/b&gt; %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;⁦d = {%1}⁩&lt;/p&gt;&lt;p&gt;&lt;b&gt;دقیق:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;توجه:&lt;/b&gt; %3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A dictionary answers only an exact key. Attention compares the query q with every key k&lt;sub&gt;i&lt;/sub&gt; and blends all values v&lt;sub&gt;i&lt;/sub&gt;:&lt;/p&gt;&lt;p&gt;a&lt;sub&gt;i&lt;/sub&gt; = q·k&lt;sub&gt;i&lt;/sub&gt; / √D,  α = softmax(a / t),  answer = Σ&lt;sub&gt;i&lt;/sub&gt; α&lt;sub&gt;i&lt;/sub&gt; v&lt;sub&gt;i&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;For numbers the answer is the weighted number; text values cannot be added, so the blend is shown as the mixture of values with their weights.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Word vectors&lt;/b&gt; (D = %1): hashed character trigrams of #word# (spelling: colour ≈ color) plus one feature per synonym group of a small built-in table (meaning: kind ≈ type, old ≈ age, shade ≈ color), scaled to length √D so components have mean square 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;یک دیکشنری فقط به یک key دقیق پاسخ می‌دهد. توجه، query یعنی q را با هر key یعنی k&lt;sub&gt;i&lt;/sub&gt; مقایسه می‌کند و همهٔ valueها یعنی v&lt;sub&gt;i&lt;/sub&gt; را در هم می‌آمیزد:&lt;/p&gt;&lt;p&gt;‏⁦a&lt;sub&gt;i&lt;/sub&gt; = q·k&lt;sub&gt;i&lt;/sub&gt; / √D⁩،  ⁦α = softmax(a / t)⁩،  ⁦answer = Σ&lt;sub&gt;i&lt;/sub&gt; α&lt;sub&gt;i&lt;/sub&gt; v&lt;sub&gt;i&lt;/sub&gt;⁩&lt;/p&gt;&lt;p&gt;برای عددها پاسخ همان عدد وزن‌دار است؛ valueهای متنی را نمی‌توان جمع کرد، پس آمیزه به صورت مخلوطی از valueها با وزن‌هایشان نشان داده می‌شود.&lt;/p&gt;&lt;p&gt;&lt;b&gt;بردارهای واژه&lt;/b&gt; ⁦(D = %1)⁩: سه‌حرفی‌های درهم‌سازی‌شدهٔ #word# (املا: colour ≈ color) به‌علاوهٔ یک ویژگی برای هر گروه مترادف از یک جدول کوچک داخلی (معنا: kind ≈ type، old ≈ age، shade ≈ color)، مقیاس‌شده به طول ⁦√D⁩ تا میانگین مربع مؤلفه‌ها 1 باشد.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::DictionaryFigure</name>
    <message>
        <location line="-176"/>
        <source>Scores q·k/√D for the query &apos;%1&apos;</source>
        <translation>امتیازهای ⁦q·k/√D⁩ برای ⁦query «%1»⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weights softmax(score / %1)</source>
        <translation>وزن‌ها softmax(score / %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+19"/>
        <source>weight</source>
        <translation>وزن</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One row of attention: query × keys</source>
        <translation>یک سطر از توجه: query × keyها</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exact lookup:   %1</source>
        <translation>جست‌وجوی دقیق:   %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention lookup:   %1</source>
        <translation>جست‌وجوی توجه:   %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::EncodingCurvesFigure</name>
    <message>
        <location filename="../../ui/positional/encodingfigures.cpp" line="-93"/>
        <source>Columns of P against position:
pair j turns at ωⱼ = %1^(−2j/d)</source>
        <translation>ستون‌های ⁦P⁩ بر حسب موقعیت:
جفت ⁦j⁩ با ⁦ωⱼ = %1^(−2j/d)⁩ می‌چرخد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>position i</source>
        <translation>موقعیت i</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P[i, column]</source>
        <translation>⁦P[i, j]⁩، ستون j</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>column %1: %2(i·ω%3), λ%3 = %4</source>
        <translation>ستون %1: ⁦%2(i·ω%3), λ%3 = %4⁩</translation>
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
        <translation>کدگذاری سینوسی P:
%1 موقعیت × %2 بُعد، پایهٔ %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>column (2j: sin(i·ωⱼ), 2j+1: cos(i·ωⱼ))</source>
        <translation>ستون (2j: sin(i·ωⱼ)، 2j+1: cos(i·ωⱼ))</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>position i</source>
        <translation>موقعیت i</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P[i, column]</source>
        <translation>⁦P[i, j]⁩، ستون j</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position</source>
        <translation>موقعیت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>column</source>
        <translation>ستون</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerCompare</name>
    <message>
        <location filename="../../ui/explorer/explorercompare.cpp" line="+168"/>
        <source>another head</source>
        <translation>یک سر دیگر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>with / without ÷√d</source>
        <translation>با / بدون ⁦÷√d⁩</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>temperature × 2</source>
        <translation>دما × 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>temperature ÷ 2</source>
        <translation>دما ÷ 2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>with / without the causal mask</source>
        <translation>با / بدون ماسک علّی</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>head </source>
        <translation>سر </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current head beside:</source>
        <translation>سر فعلی در کنار:</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerCompareFigure</name>
    <message>
        <location line="-125"/>
        <location line="+8"/>
        <source>head %1</source>
        <translation>سر %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>head %1, %2</source>
        <translation>سر %1، %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>no ÷√d</source>
        <translation>بدون ⁦÷√d⁩</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>causal</source>
        <translation>علّی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no mask</source>
        <translation>بدون ماسک</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerControls</name>
    <message>
        <location filename="../../ui/explorer/explorercontrols.cpp" line="+47"/>
        <source>Type a sentence, press Enter</source>
        <translation>جمله‌ای بنویسید و Enter را بزنید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose…</source>
        <translation>انتخاب…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 example of lecture note %2</source>
        <translation>مثال %1 از جزوهٔ درسی %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put a sentence of the lecture notes into the sentence field</source>
        <translation>جمله‌ای از جزوه‌های درسی را در فیلد جمله قرار بده</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys and values for cross-attention</source>
        <translation>‏keyها و valueها برای توجه متقابل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>words and punctuation</source>
        <translation>واژه‌ها و نشانه‌گذاری</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>characters</source>
        <translation>نویسه‌ها</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>language model&apos;s</source>
        <translation>توکن‌های مدل زبانی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>one-hot</source>
        <translation>one-hot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>random (seeded)</source>
        <translation>تصادفی (با بذر)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tokens of the model open in the Language model tab</source>
        <translation>توکن‌های مدلی که در زبانهٔ «مدل زبانی» باز است</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The model&apos;s token embedding plus its position embedding; uses the model&apos;s tokens</source>
        <translation>جانمایی توکن مدل به‌علاوهٔ جانمایی موقعیتی آن؛ از توکن‌های مدل استفاده می‌کند</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>self</source>
        <translation>خود</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cross</source>
        <translation>متقابل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>causal</source>
        <translation>علّی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dot</source>
        <translation>نقطه‌ای</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled dot (÷√d)</source>
        <translation>نقطه‌ای مقیاس‌شده ⁦(÷√d)⁩</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bilinear</source>
        <translation>دوخطی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>additive</source>
        <translation>افزودنی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>off: seeded heads</source>
        <translation>خاموش: سرهای با بذر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the heads of this layer of the language model (its own projections, on what that layer reads) instead of seeded ones</source>
        <translation>نمایش سرهای این لایه از مدل زبانی (تصویرهای خود آن، روی آنچه آن لایه می‌خواند) به جای سرهای با بذر</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>off</source>
        <translation>خاموش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>concat + Wᴼ</source>
        <translation>الحاق + Wᴼ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>average</source>
        <translation>میانگین</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>raw scores</source>
        <translation>امتیازهای خام</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled scores</source>
        <translation>امتیازهای مقیاس‌شده</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>masked scores</source>
        <translation>امتیازهای ماسک‌شده</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>weights</source>
        <translation>وزن‌ها</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Load Q, K, V…</source>
        <translation>بارگذاری Q، K، V…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your own Q, K and V matrices (.npy or .csv) as one head</source>
        <translation>استفاده از ماتریس‌های Q، K و V خودتان (.npy یا .csv) به عنوان یک سر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type Q, K, V…</source>
        <translation>تایپ Q، K، V…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type your own Q, K and V, starting from the current head&apos;s numbers</source>
        <translation>‏Q، K و V خودتان را تایپ کنید، با شروع از اعداد سر فعلی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the sentence</source>
        <translation>بازگشت به جمله</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size E of the random embedding vectors</source>
        <translation>اندازهٔ E بردارهای جانمایی تصادفی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size d of each head&apos;s queries and keys</source>
        <translation>اندازهٔ d برای queryها و keyهای هر سر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Softmax temperature: scores are divided by it</source>
        <translation>دمای softmax: امتیازها بر آن تقسیم می‌شوند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pad the sequence with [PAD] up to this length and mask the pads</source>
        <translation>دنباله را با [PAD] تا این طول پر کن و پدها را ماسک کن</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Input</source>
        <translation>ورودی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sentence:</source>
        <translation>جمله (&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xamples:</source>
        <translation>مثال‌ها (&amp;X):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross &amp;keys:</source>
        <translation>‏keyهای متقابل (&amp;K):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tokens:</source>
        <translation>توکن‌ها (&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Embedding:</source>
        <translation>جانمایی (&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding si&amp;ze:</source>
        <translation>اندازهٔ جانمایی (&amp;Z):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>بذر (&amp;E):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Attention</source>
        <translation>توجه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Kind:</source>
        <translation>نوع (&amp;K):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sc&amp;ore:</source>
        <translation>امتیاز (&amp;O):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model la&amp;yer:</source>
        <translation>لایهٔ مدل (&amp;Y):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Heads:</source>
        <translation>سرها (&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head si&amp;ze d:</source>
        <translation>اندازهٔ سر d (&amp;Z):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Te&amp;mperature:</source>
        <translation>دما (&amp;M):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pad to:</source>
        <translation>پر کردن تا (&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Aggregation:</source>
        <translation>تجمیع (&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>View</source>
        <translation>نما</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hea&amp;d:</source>
        <translation>سر (&amp;D):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sho&amp;w:</source>
        <translation>نمایش (&amp;W):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colours:</source>
        <translation>رنگ‌ها (&amp;C):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automatic</source>
        <translation>خودکار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 to 1</source>
        <translation>0 تا 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 to the largest</source>
        <translation>0 تا بزرگ‌ترین</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the colours of weights end. Automatic: at 1, or at the largest weight shown when that is below %1 (long inputs, where every weight is small); the colour bar&apos;s title says which.</source>
        <translation>جایی که رنگ‌های وزن‌ها پایان می‌یابند. خودکار: در 1، یا در بزرگ‌ترین وزن نمایش‌داده‌شده وقتی کمتر از %1 باشد (ورودی‌های بلند، که همهٔ وزن‌ها کوچک‌اند)؛ عنوان نوار رنگ می‌گوید کدام.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight co&amp;lours:</source>
        <translation>رنگ‌های وزن (&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid: add the &amp;mean of heads</source>
        <translation>شبکه: افزودن میانگین سرها (&amp;M)</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Custom Q %1×%2, K %3×%2: one head.</source>
        <translation>‏Q سفارشی %1×%2، K %3×%2: یک سر.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens; the model&apos;s layer %2 of %3: %4 heads of d = %5 on what the layer reads (E = %6).</source>
        <translation>%1 توکن؛ لایهٔ %2 از %3 مدل: %4 سر با ⁦d = %5⁩ روی آنچه لایه می‌خواند (⁦E = %6⁩).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 queries × %2 keys, %3 distinct tokens; E = %4, %5 heads of d = %6.</source>
        <translation>‏%1 query × %2 key، %3 توکن متمایز؛ ⁦E = %4⁩، %5 سر با ⁦d = %6⁩.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerDocument</name>
    <message>
        <location filename="../../ui/explorer/explorerdocument.cpp" line="+104"/>
        <location line="+88"/>
        <source>Not enough memory for this many tokens and heads.</source>
        <translation>حافظه برای این تعداد توکن و سر کافی نیست.</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>the matrix file must end in .csv or .npy</source>
        <translation>فایل ماتریس باید به .csv یا .npy ختم شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no head %1; heads are 1 to %2</source>
        <translation>سر %1 وجود ندارد؛ سرها از 1 تا %2 هستند</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown matrix &apos;%1&apos; (use %2|output)</source>
        <translation>ماتریس ناشناخته &apos;%1&apos; (از %2|output استفاده کنید)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot read %1: %2</source>
        <translation>خواندن %1 ممکن نیست: %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerGridFigure</name>
    <message>
        <location filename="../../ui/explorer/explorergridfigure.cpp" line="+91"/>
        <source>layer %1, </source>
        <translation>لایهٔ %1، </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean of heads</source>
        <translation>میانگین سرها</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>head %1</source>
        <translation>سر %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>میانگین</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerLines</name>
    <message>
        <location filename="../../ui/explorer/explorerlines.cpp" line="+68"/>
        <source>&amp;Horizontal</source>
        <translation>افقی (&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heads:</source>
        <translation>سرها:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hover a token to see only its lines.</source>
        <translation>نشانگر را روی یک توکن ببرید تا فقط خطوط آن را ببینید.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerLinesFigure</name>
    <message numerus="yes">
        <location line="-36"/>
        <source>The line view draws up to %n tokens; use the heatmap for longer text.</source>
        <translation>
            <numerusform>نمای خطی حداکثر %n توکن را رسم می‌کند؛ برای متن بلندتر از نقشهٔ حرارتی استفاده کنید.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>query → key; line width and opacity = weight:</source>
        <translation>‏⁦query → key⁩؛ پهنا و کدری خط = وزن:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head %1</source>
        <translation>سر %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerPage</name>
    <message>
        <location filename="../../ui/explorer/explorerlesson.cpp" line="+53"/>
        <source>the explorer has no view “%1” (known: %2)</source>
        <translation>کاوشگر نمای «%1» را ندارد (نماهای شناخته‌شده: %2)</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorerpage.cpp" line="+35"/>
        <source>Heatmap</source>
        <translation>نقشهٔ حرارتی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head grid</source>
        <translation>شبکهٔ سرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through</source>
        <translation>گام‌به‌گام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token lines</source>
        <translation>خطوط توکن‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>مقایسه</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not applied: %1 The views still show the previous input.</source>
        <translation>اعمال نشد: %1 نماها هنوز ورودی قبلی را نشان می‌دهند.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computing… the views show the previous input until done.</source>
        <translation>در حال محاسبه… تا پایان کار، نماها ورودی قبلی را نشان می‌دهند.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next head</source>
        <translation>سر بعدی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous head</source>
        <translation>سر قبلی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom in</source>
        <translation>بزرگ‌نمایی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom out</source>
        <translation>کوچک‌نمایی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset zoom</source>
        <translation>بازنشانی بزرگ‌نمایی</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>Export matrix</source>
        <translation>صدور ماتریس</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Copy figure</source>
        <translation>رونوشت از شکل</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>CSV text (*.csv);;NumPy array (*.npy)</source>
        <translation>متن CSV (*.csv);;آرایهٔ NumPy (*.npy)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1</source>
        <translation>%1 ذخیره شد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The matrix was not saved: %1.</source>
        <translation>ماتریس ذخیره نشد: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the figure to the clipboard.</source>
        <translation>شکل در بریده‌دان رونوشت شد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matrices (*.npy *.csv)</source>
        <translation>ماتریس‌ها (*.npy *.csv)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q (queries)</source>
        <translation>‏Q (queryها)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>K (keys)</source>
        <translation>‏K (keyها)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>V (values)</source>
        <translation>‏V (valueها)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open %1</source>
        <translation>باز کردن %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerStepsFigure</name>
    <message>
        <location filename="../../ui/explorer/explorerstepsfigure.cpp" line="+77"/>
        <source>Step %1 of %2 (head %3). %4</source>
        <translation>گام %1 از %2 (سر %3). %4</translation>
    </message>
    <message>
        <location line="+319"/>
        <source>row %1, column %2: %3
%4</source>
        <translation>سطر %1، ستون %2: %3
%4</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExplorerText</name>
    <message>
        <location filename="../../ui/explorer/explorerplotdata.cpp" line="+69"/>
        <source>attention weight (0 to largest, %1)</source>
        <translation>وزن توجه (از ۰ تا بیشترین، %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>head %1 of %2: %3</source>
        <translation>سر %1 از %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer %1, %2</source>
        <translation>لایهٔ %1، %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>raw score %1</source>
        <translation>امتیاز خام ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scaled score %1 / t</source>
        <translation>امتیاز مقیاس‌شده ⁦%1 / t⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>masked score (−∞ grey)</source>
        <translation>امتیاز ماسک‌شده (⁦−∞⁩ خاکستری)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attention weight</source>
        <translation>وزن توجه</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorersettings.cpp" line="+164"/>
        <source>raw scores</source>
        <translation>امتیازهای خام</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scaled scores</source>
        <translation>امتیازهای مقیاس‌شده</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>masked scores</source>
        <translation>امتیازهای ماسک‌شده</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>وزن‌ها</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExportDialog</name>
    <message>
        <location filename="../../ui/common/exportdialog.cpp" line="+21"/>
        <location line="+70"/>
        <location line="+11"/>
        <source>Export figure</source>
        <translation>صدور شکل</translation>
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
        <translation>اندازهٔ متن شکل در فایل؛ 18 pt یا بیشتر از انتهای سالن درس خوانا است.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width:</source>
        <translation>پهنا:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height:</source>
        <translation>ارتفاع:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text size:</source>
        <translation>اندازهٔ متن:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pixel scale:</source>
        <translation>مقیاس پیکسل:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has width × scale by height × scale pixels; use 2 or more for print.</source>
        <translation>فایل پهنای width × scale و ارتفاع height × scale پیکسل دارد؛ برای چاپ 2 یا بیشتر را به کار ببرید.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The figure was not saved: %1.</source>
        <translation>شکل ذخیره نشد: %1.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>PNG image (*.png)</source>
        <translation>تصویر PNG (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (*.svg)</source>
        <translation>طرح SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document (*.pdf)</source>
        <translation>سند PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>attn::ui::FigureExportText</name>
    <message>
        <location filename="../../ui/common/figureexport.cpp" line="+135"/>
        <source>width must be between %1 and %2 pixels, not %3</source>
        <translation>عرض باید بین %1 و %2 پیکسل باشد، نه %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>height must be between %1 and %2 pixels, not %3</source>
        <translation>ارتفاع باید بین %1 و %2 پیکسل باشد، نه %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scale must be between %1 and %2, not %3</source>
        <translation>مقیاس باید بین %1 و %2 باشد، نه %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>text size must be between %1 and %2 points, not %3</source>
        <translation>اندازهٔ متن باید بین %1 و %2 پوینت باشد، نه %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 x %2 at scale %3 is more than %4 million pixels</source>
        <translation>⁦%1 x %2⁩ با مقیاس %3 بیش از %4 میلیون پیکسل است</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot tell the format of &apos;%1&apos;: the name must end in .png, .svg or .pdf</source>
        <translation>قالب &apos;%1&apos; مشخص نیست: نام باید به .png، .svg یا .pdf ختم شود</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>نوشتن &apos;%1&apos; ممکن نیست: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rendering failed</source>
        <translation>رسم ناموفق بود</translation>
    </message>
</context>
<context>
    <name>attn::ui::GatDemo</name>
    <message>
        <location filename="../../ui/lectures/gat/gatdemo.cpp" line="+45"/>
        <source>Load &amp;sample</source>
        <translation>بارگذاری نمونه (&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Random graph</source>
        <translation>گراف تصادفی (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes on a circle, each pair joined with probability 0.35 (seeded)</source>
        <translation>گره‌ها روی یک دایره، هر جفت با احتمال 0.35 به هم وصل (با بذر)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nodes of a random graph</source>
        <translation>گره‌های یک گراف تصادفی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input features F per node</source>
        <translation>ویژگی‌های ورودی F برای هر گره</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output features F′ per head</source>
        <translation>ویژگی‌های خروجی F′ برای هر سر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads K</source>
        <translation>سرهای K</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>concat</source>
        <translation>الحاق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>average</source>
        <translation>میانگین</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of the features and parameters</source>
        <translation>بذر ویژگی‌ها و پارامترها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The head drawn on the edges and in the matrix</source>
        <translation>سری که روی یال‌ها و در ماتریس رسم می‌شود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α on &amp;every edge</source>
        <translation>‏α روی هر یال (&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each half of an edge shows the weight its end node gives the other</source>
        <translation>هر نیمه از یک یال وزنی را نشان می‌دهد که گرهٔ انتهایی آن به گرهٔ دیگر می‌دهد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random &amp;nodes:</source>
        <translation>گره‌های تصادفی (&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;F features:</source>
        <translation>ویژگی‌های F (&amp;F):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F′ &amp;per head:</source>
        <translation>‏F′ برای هر سر (&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;K heads:</source>
        <translation>سرهای K (&amp;K):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;aggregation:</source>
        <translation>تجمیع (&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>بذر (&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;head shown:</source>
        <translation>سر نمایش‌داده‌شده (&amp;H):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;small&gt;Double-click empty space: add a node · click a node, then another: connect or disconnect them · click a node: show its neighbourhood · right-click a node or press Delete: remove it&lt;/small&gt;</source>
        <translation>&lt;small&gt;دوبار کلیک روی فضای خالی: افزودن گره · کلیک روی یک گره و سپس گرهٔ دیگر: وصل یا جدا کردن آن‌ها · کلیک روی یک گره: نمایش همسایگی آن · کلیک راست روی یک گره یا فشردن Delete: حذف آن&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>&lt;p&gt;&lt;b&gt;Graph attention&lt;/b&gt; (Veličković et al., 2018)&lt;/p&gt;&lt;p&gt;z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = h&lt;sub&gt;i&lt;/sub&gt; W&lt;sup&gt;k&lt;/sup&gt;&lt;br&gt;e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = LeakyReLU&lt;sub&gt;0.2&lt;/sub&gt;(a&lt;sup&gt;k&lt;/sup&gt; · [z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; ‖ z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;])&lt;br&gt;α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = exp e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; / Σ&lt;sub&gt;l ∈ N(i) ∪ {i}&lt;/sub&gt; exp e&lt;sub&gt;il&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;, &amp;nbsp;α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = 0 for j ∉ N(i) ∪ {i}&lt;br&gt;c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;توجه گرافی&lt;/b&gt; (Veličković et al., 2018)&lt;/p&gt;&lt;p&gt;⁦z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = h&lt;sub&gt;i&lt;/sub&gt; W&lt;sup&gt;k&lt;/sup&gt;⁩&lt;br&gt;⁦e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = LeakyReLU&lt;sub&gt;0.2&lt;/sub&gt;(a&lt;sup&gt;k&lt;/sup&gt; · [z&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; ‖ z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;])⁩&lt;br&gt;‏⁦α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = exp e&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; / Σ&lt;sub&gt;l ∈ N(i) ∪ {i}&lt;/sub&gt; exp e&lt;sub&gt;il&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;, &amp;nbsp;α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = 0⁩ برای j ∉ N(i) ∪ {i}&lt;br&gt;⁦c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;ij&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt; z&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;⁩&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;&lt;b&gt;concat:&lt;/b&gt; h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)&lt;br&gt;average: h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)&lt;br&gt;σ = ELU&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;الحاق:&lt;/b&gt; ⁦h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)⁩&lt;br&gt;میانگین: ⁦h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)⁩&lt;br&gt;⁦σ = ELU⁩&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;concat: h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)&lt;br&gt;&lt;b&gt;average:&lt;/b&gt; h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)&lt;br&gt;σ = ELU&lt;/p&gt;</source>
        <translation>&lt;p&gt;الحاق: ⁦h′&lt;sub&gt;i&lt;/sub&gt; = σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;1&lt;/sup&gt;) ‖ … ‖ σ(c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;)⁩&lt;br&gt;&lt;b&gt;میانگین:&lt;/b&gt; ⁦h′&lt;sub&gt;i&lt;/sub&gt; = σ(&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;K&lt;/sub&gt; Σ&lt;sub&gt;k&lt;/sub&gt; c&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;k&lt;/sup&gt;)⁩&lt;br&gt;⁦σ = ELU⁩&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Shapes: H %1, W&lt;sup&gt;k&lt;/sup&gt; %2, a&lt;sup&gt;k&lt;/sup&gt; (%3), Z&lt;sup&gt;k&lt;/sup&gt; %4, α&lt;sup&gt;k&lt;/sup&gt; %5, H′ %6 for K = %7.&lt;/p&gt;</source>
        <translation>&lt;p&gt;شکل‌ها: H %1، W&lt;sup&gt;k&lt;/sup&gt; %2، a&lt;sup&gt;k&lt;/sup&gt; (%3)، Z&lt;sup&gt;k&lt;/sup&gt; %4، α&lt;sup&gt;k&lt;/sup&gt; %5، H′ %6 برای ⁦K = %7⁩.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;p&gt;Head %1, node %2 (%3 terms, sum %4):&lt;br&gt;%5&lt;/p&gt;</source>
        <translation>&lt;p&gt;سر %1، گرهٔ %2 (%3 جمله، مجموع %4):&lt;br&gt;%5&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::GatFigure</name>
    <message>
        <location filename="../../ui/lectures/gat/gatfigure.cpp" line="+89"/>
        <source>attention weight α</source>
        <translation>وزن توجه α</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>α, head %1 (grey: no edge)</source>
        <translation>‏α، سر %1 (خاکستری: بدون یال)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>neighbour j</source>
        <translation>همسایهٔ j</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node i (attends)</source>
        <translation>گرهٔ i (توجه می‌کند)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>h′ of %1</source>
        <translation>‏h′ از %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>h′ (select a node)</source>
        <translation>‏h′ (یک گره انتخاب کنید)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>concat: K·F′ = %1</source>
        <translation>الحاق: ⁦K·F′ = %1⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>average: F′ = %1</source>
        <translation>میانگین: ⁦F′ = %1⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h′ (after ELU)</source>
        <translation>‏h′ (پس از ELU)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1: h = %2</source>
        <translation>%1: h = %2</translation>
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
        <translation>%1، %2: بدون یال، ⁦α = 0⁩ (ماسک‌شده)</translation>
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
        <translation> (سر %1، مؤلفهٔ %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>h′[%1]%2 of %3 = %4</source>
        <translation>⁦h′[%1]%2⁩ از ⁦%3 = %4⁩</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/gat/gatgraphpanel.cpp" line="+30"/>
        <source>Graph, head %1: α on every edge</source>
        <translation>گراف، سر %1: α روی هر یال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph, head %1: α around %2</source>
        <translation>گراف، سر %1: α پیرامون %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Double-click to add a node</source>
        <translation>برای افزودن گره دوبار کلیک کنید</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerationFigure</name>
    <message>
        <location filename="../../ui/model/generationview.cpp" line="+38"/>
        <source>layer and head</source>
        <translation>لایه و سر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token so far (the cache)</source>
        <translation>توکن‌های تاکنون (کش)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generate: the model writes on, token by token, and each step shows what its last token attended to</source>
        <translation>تولید: مدل توکن به توکن ادامه می‌نویسد و هر گام نشان می‌دهد آخرین توکنش به چه توجه کرده است</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a language model to generate</source>
        <translation>برای تولید، یک مدل زبانی باز کنید</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>L%1 H%2</source>
        <extracomment>a layer and head, both counted from 1: &quot;L2 H3&quot;</extracomment>
        <translation>لایهٔ %1 سر %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · KV %2</source>
        <extracomment>a layer and head and the key/value head it reads (grouped-query attention)</extracomment>
        <translation>%1 · ⁦KV %2⁩</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Step %1 of %2: after ‘%3’ the model writes ‘%4’ (p = %5)</source>
        <translation>گام ⁦%1⁩ از ⁦%2⁩: پس از «%3» مدل «%4» را می‌نویسد (⁦p = %5⁩)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step %1 of %2: after ‘%3’ the model writes ‘%4’ (p = %5; drawn at t = %6 with p = %7)</source>
        <translation>گام ⁦%1⁩ از ⁦%2⁩: پس از «%3» مدل «%4» را می‌نویسد (⁦p = %5⁩؛ برگزیده در ⁦t = %6⁩ با ⁦p = %7⁩)</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerationView</name>
    <message>
        <location line="+26"/>
        <source>0 writes the likeliest token each time; above 0 each token is drawn from the 50 likeliest at this temperature</source>
        <translation>۰ هر بار محتمل‌ترین توکن را می‌نویسد؛ بالاتر از ۰ هر توکن از میان ۵۰ توکن محتمل‌تر در این دما برداشته می‌شود</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Generate</source>
        <translation>تولید (&amp;G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New tokens:</source>
        <translation>توکن‌های تازه (&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Te&amp;mperature:</source>
        <translation>دما (&amp;M):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ste&amp;p:</source>
        <translation>گام (&amp;P):</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>S&amp;eed:</source>
        <translation>بذر (&amp;E):</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 of %2</source>
        <translation>⁦%1⁩ از ⁦%2⁩</translation>
    </message>
</context>
<context>
    <name>attn::ui::HandoutText</name>
    <message>
        <location filename="../../ui/lessons/handout.cpp" line="+76"/>
        <source>This step cannot be shown: %1</source>
        <translation>این گام را نمی‌توان نشان داد: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Predict, then turn the page.</source>
        <translation>پیش‌بینی کنید، سپس صفحه را ورق بزنید.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Step %1</source>
        <translation>گام %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 Answer: %2</source>
        <translation>%1 پاسخ: %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>نوشتن &apos;%1&apos; ممکن نیست: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rendering failed</source>
        <translation>رسم ناموفق بود</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the lesson has no steps</source>
        <translation>درس هیچ گامی ندارد</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>a folder handout holds PNG or SVG figures</source>
        <translation>جزوهٔ پوشه‌ای شکل‌های PNG یا SVG را نگه می‌دارد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create the folder &apos;%1&apos;</source>
        <translation>ساختن پوشهٔ &apos;%1&apos; ممکن نیست</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+23"/>
        <source>cannot write into the folder &apos;%1&apos;</source>
        <translation>نوشتن در پوشهٔ &apos;%1&apos; ممکن نیست</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1 is in the way: it is not a file</source>
        <translation>⁦%1⁩ سر راه است: فایل نیست</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/handoutstage.cpp" line="+40"/>
        <source>the tab “%1” has no figures for a handout</source>
        <translation>زبانهٔ «%1» هیچ شکلی برای جزوه ندارد</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the view “%1” has no figure to print</source>
        <translation>نمای «%1» هیچ شکلی برای چاپ ندارد</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadAtlasView</name>
    <message>
        <location filename="../../ui/model/headatlasview.cpp" line="+27"/>
        <source>Entropy</source>
        <translation>آنتروپی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean entropy of a query&apos;s weights, in nats: low is focused, high is spread</source>
        <translation>میانگین آنتروپی وزن‌های یک query، بر حسب نَت: کم یعنی متمرکز، زیاد یعنی پراکنده</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous token</source>
        <translation>توکن قبلی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean weight on the token just before the query</source>
        <translation>میانگین وزن روی توکنِ درست پیش از query</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First token</source>
        <translation>توکن نخست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean weight on the first token, where heads with nothing to do park</source>
        <translation>میانگین وزن روی توکن نخست، جایی که سرهای بی‌کار توجه خود را پارک می‌کنند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delimiters</source>
        <translation>جداکننده‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight on spaces, punctuation and separators over their share of the keys (1 = no preference)</source>
        <translation>وزن روی فاصله‌ها، نشانه‌های نگارشی و جداکننده‌ها تقسیم بر سهم آن‌ها از keyها (۱ یعنی بی‌ترجیح)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Induction</source>
        <translation>القایی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On 50 tokens drawn at random from the text and typed twice: mean weight, in the second copy, on the token after the earlier occurrence of the query&apos;s token</source>
        <translation>روی ۵۰ توکنِ برداشته‌شده به تصادف از متن که دو بار آمده‌اند: میانگین وزن، در نسخهٔ دوم، روی توکنِ پس از رخداد پیشینِ توکنِ query</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mean distance</source>
        <translation>میانگین فاصله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far a query looks, in tokens, on average</source>
        <translation>یک query به طور میانگین چند توکن دورتر را نگاه می‌کند</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>&amp;Metric:</source>
        <translation>معیار (&amp;M):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer</source>
        <translation>لایه</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Head</source>
        <translation>سر</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>layer</source>
        <translation>لایه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head</source>
        <translation>سر</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapData</name>
    <message>
        <location filename="../../ui/plotkit/heatmapdata.cpp" line="+166"/>
        <source>−∞ (masked)</source>
        <translation>⁦−∞⁩ (ماسک‌شده)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#%1 ‘%2’, dimension %3: %4</source>
        <translation>#%1 «%2»، بُعد %3: %4</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapFigure</name>
    <message>
        <location filename="../../ui/plotkit/heatmapfigure.cpp" line="+17"/>
        <source>attention weight</source>
        <translation>وزن توجه</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapPanel</name>
    <message>
        <location filename="../../ui/plotkit/heatmappanel.cpp" line="+144"/>
        <location line="+62"/>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+56"/>
        <source>query</source>
        <translation>query</translation>
    </message>
</context>
<context>
    <name>attn::ui::ImageText</name>
    <message>
        <location filename="../../ui/plotkit/rgbimageio.cpp" line="+57"/>
        <source>cannot read %1: it is a folder, not an image file</source>
        <translation>خواندن %1 ممکن نیست: این یک پوشه است، نه فایل تصویر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read %1: the file does not exist</source>
        <translation>خواندن %1 ممکن نیست: فایل وجود ندارد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read %1: it is not a file (a pipe or a device)</source>
        <translation>خواندن %1 ممکن نیست: این فایل نیست (لوله یا دستگاه)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>%1 is %2x%3 pixels; at most %4 pixels per side are accepted</source>
        <translation>%1 برابر ⁦%2x%3⁩ پیکسل است؛ حداکثر %4 پیکسل در هر ضلع پذیرفته می‌شود</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>cannot read %1: %2</source>
        <translation>خواندن %1 ممکن نیست: %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::LayerHeadGridFigure</name>
    <message>
        <location filename="../../ui/plotkit/layerheadgridfigure.cpp" line="+65"/>
        <source>attention weight</source>
        <translation>وزن توجه</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>layer %1</source>
        <translation>لایهٔ %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>head %1</source>
        <translation>سر %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>layer %1, head %2: %3
click to open this head</source>
        <translation>لایهٔ %1، سر %2: %3
برای باز کردن این سر کلیک کنید</translation>
    </message>
</context>
<context>
    <name>attn::ui::LecturesPage</name>
    <message>
        <location filename="../../ui/lectures/lecturelesson.cpp" line="+19"/>
        <source>the Lectures tab has no demonstration “%1”</source>
        <translation>زبانهٔ «درس‌گفتارها» نمایش «%1» را ندارد</translation>
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
        <translation>درس‌گفتار (&amp;U):</translation>
    </message>
    <message>
        <location filename="../../ui/lectures/lecturedemos.cpp" line="+21"/>
        <source>Attention pooling (Nadaraya–Watson)</source>
        <translation>ادغام توجه (Nadaraya–Watson)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score functions compared</source>
        <translation>مقایسهٔ توابع امتیازدهی</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why divide by √d</source>
        <translation>چرا تقسیم بر ⁦√d⁩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fuzzy dictionary lookup</source>
        <translation>جست‌وجوی فازی در دیکشنری</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graph attention (GAT)</source>
        <translation>توجه گرافی (GAT)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cost of sequence layers</source>
        <translation>هزینهٔ لایه‌های دنباله</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recurrent attention over windows</source>
        <translation>توجه بازگشتی روی پنجره‌ها</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seq2seq with attention, step by step</source>
        <translation>‏Seq2seq با توجه، گام به گام</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonMenu</name>
    <message>
        <location filename="../../ui/lessons/lessonmenu.cpp" line="+29"/>
        <source>&amp;Lessons</source>
        <translation>درس‌ها (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Recent</source>
        <translation>اخیر (&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Present</source>
        <translation>ارائه (&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Add this view</source>
        <translation>افزودن این نما (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Present &amp;on</source>
        <translation>ارائه روی (&amp;O)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Open lesson…</source>
        <translation>باز کردن درس (&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sa&amp;ve lesson</source>
        <translation>ذخیرهٔ درس (&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save lesson as…</source>
        <translation>ذخیرهٔ درس با نام (&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New lesson</source>
        <translation>درس جدید (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;handout…</source>
        <translation>صدور جزوه (&amp;H)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unsaved lesson</source>
        <translation>درس ذخیره‌نشده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson “%1” has changes that are not saved. Save them?</source>
        <translation>درس «%1» تغییراتی دارد که ذخیره نشده‌اند. ذخیره شوند؟</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Untitled</source>
        <translation>بی‌نام</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The lesson was not opened: %1.</source>
        <translation>درس باز نشد: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+131"/>
        <source>Saved %n figures in %1</source>
        <translation>
            <numerusform>‏%n شکل در %1 ذخیره شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %n steps could not be shown and say why</source>
        <translation>
            <numerusform>؛ %n گام نمایش داده نشد و دلیلش را می‌گوید</numerusform>
        </translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Not added: %1.</source>
        <translation>افزوده نشد: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added step %1: %2.</source>
        <translation>گام %1 افزوده شد: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 cannot be shown: %2</source>
        <translation>گام %1 را نمی‌توان نشان داد: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to present: %1.</source>
        <translation>چیزی برای ارائه نیست: %1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open lesson</source>
        <translation>باز کردن درس</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <source>Lessons (*.json)</source>
        <translation>درس‌ها (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save lesson</source>
        <translation>ذخیرهٔ درس</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>The lesson was not saved: %1.</source>
        <translation>درس ذخیره نشد: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="-78"/>
        <source>Lesson “%1”: %n steps; F5 presents it.</source>
        <translation>
            <numerusform>درس «%1»: %n گام؛ F5 آن را ارائه می‌کند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> %n of them cannot be shown (see each step).</source>
        <translation>
            <numerusform>‏ %n مورد از آن‌ها نمایش داده نمی‌شود (هر گام را ببینید).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+17"/>
        <source>Saved %1</source>
        <translation>%1 ذخیره شد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The lesson has no steps yet: open one, or add views with Add this view.</source>
        <translation>درس هنوز هیچ گامی ندارد: یکی را باز کنید، یا با «افزودن این نما» نماها را بیفزایید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF handout, a page per step (*.pdf)</source>
        <translation>جزوهٔ PDF، یک صفحه برای هر گام (*.pdf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder of PNG figures, one per step (*.png)</source>
        <translation>پوشه‌ای از شکل‌های PNG، یکی برای هر گام (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder of SVG figures, one per step (*.svg)</source>
        <translation>پوشه‌ای از شکل‌های SVG، یکی برای هر گام (*.svg)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+19"/>
        <source>Export handout</source>
        <translation>صدور جزوه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The handout was not saved: %1.</source>
        <translation>جزوه ذخیره نشد: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved the handout %1</source>
        <translation>جزوهٔ %1 ذخیره شد</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPanel</name>
    <message>
        <location filename="../../ui/lessons/lessonpanel.cpp" line="+40"/>
        <source>Lessons</source>
        <translation>درس‌ها</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lessons &amp;panel</source>
        <translation>پنل درس‌ها (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Title:</source>
        <translation>عنوان (&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Note:</source>
        <translation>یادداشت (&amp;N):</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Open…</source>
        <translation>باز کردن…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a lesson file</source>
        <translation>باز کردن یک فایل درس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent</source>
        <translation>اخیر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lessons opened lately</source>
        <translation>درس‌هایی که اخیراً باز شده‌اند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the lesson to its file</source>
        <translation>ذخیرهٔ درس در فایل خودش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as…</source>
        <translation>ذخیره با نام…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the lesson to another file</source>
        <translation>ذخیرهٔ درس در فایلی دیگر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Handout…</source>
        <translation>جزوه…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the lesson as a PDF or a folder of figures</source>
        <translation>صدور درس به صورت PDF یا پوشه‌ای از شکل‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present</source>
        <translation>ارائه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present from the selected step (F5: from the first)</source>
        <translation>ارائه از گام انتخاب‌شده (F5: از گام نخست)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add this view</source>
        <translation>افزودن این نما</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add the window&apos;s current view as a step</source>
        <translation>افزودن نمای فعلی پنجره به عنوان یک گام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate</source>
        <translation>تکثیر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the selected step after it</source>
        <translation>رونوشت گام انتخاب‌شده پس از آن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected step</source>
        <translation>حذف گام انتخاب‌شده</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1
This step cannot be shown: %2</source>
        <translation>%1
این گام را نمی‌توان نشان داد: %2</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Untitled lesson</source>
        <translation>درس بی‌نام</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (not saved)</source>
        <translation> (ذخیره‌نشده)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not saved to a file yet</source>
        <translation>هنوز در فایلی ذخیره نشده</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonText</name>
    <message>
        <location filename="../../ui/lessons/lesson.cpp" line="+30"/>
        <source>line %1, column %2</source>
        <translation>سطر %1، ستون %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is not an object with a tab, a view and settings</source>
        <translation>این شیئی با زبانه، نما و تنظیمات نیست</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 has the wrong type (tab, view, title and note are text, settings an object, build a list of objects)</source>
        <translation>نوع %1 نادرست است (tab، view، title و note متن‌اند، settings شیء و build فهرستی از شیءها)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unknown tab “%1”</source>
        <translation>زبانهٔ ناشناخته «%1»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown tab “%1” (a lesson step shows one of: %2)</source>
        <translation>زبانهٔ ناشناخته «%1» (یک گام درس یکی از این‌ها را نشان می‌دهد: %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 tab has no view “%2” (known: %3)</source>
        <translation>زبانهٔ %1 نمای «%2» را ندارد (نماهای شناخته‌شده: %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>build stage %1: %2</source>
        <translation>مرحلهٔ ساخت %1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the lesson is not valid JSON at %1: %2</source>
        <translation>درس در %1 یک JSON معتبر نیست: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>this JSON is not a lesson: it needs &quot;format&quot;: &quot;%1&quot;</source>
        <translation>این JSON یک درس نیست: باید &quot;format&quot;: &quot;%1&quot; داشته باشد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lesson needs a whole &quot;version&quot; from 1 and a list of &quot;steps&quot;</source>
        <translation>درس به یک &quot;version&quot; صحیح از ۱ به بالا و یک فهرست &quot;steps&quot; نیاز دارد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lesson has %1 steps; a lesson holds at most %2 (split it into several lessons)</source>
        <translation>درس ⁦%1⁩ گام دارد؛ یک درس حداکثر ⁦%2⁩ گام دارد (آن را به چند درس تقسیم کنید)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>written by a newer AttentionLab (lesson format %1; this one reads %2): steps it cannot show say so</source>
        <translation>نوشته‌شده با نسخهٔ جدیدتری از AttentionLab (قالب درس %1؛ این نسخه %2 را می‌خواند): گام‌هایی که نمی‌تواند نشان دهد این را اعلام می‌کنند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (the lesson is of a newer format, %2)</source>
        <translation>%1 (درس قالب جدیدتری دارد، %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+9"/>
        <source>cannot read %1</source>
        <translation>خواندن %1 ممکن نیست</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/lessonstage.cpp" line="+52"/>
        <source>the window has no tab “%1”</source>
        <translation>پنجره زبانهٔ «%1» را ندارد</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the tab “%1” cannot be a lesson step yet (lessons show: %2)</source>
        <translation>زبانهٔ «%1» هنوز نمی‌تواند گامی از درس باشد (درس‌ها نشان می‌دهند: %2)</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/lessonclaims.cpp" line="+51"/>
        <source>“kind” must be one of %1, not “%2”</source>
        <translation>‏“kind” باید یکی از %1 باشد، نه “%2”</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a “%1” claim has no “%2” (it reads %3)</source>
        <translation>ادعای “%1” کلید “%2” ندارد (می‌خواند: %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a “%1” claim needs a “row” and a “column”: a label or a number from 1</source>
        <translation>ادعای “%1” به “row” و “column” نیاز دارد: یک برچسب یا شماره‌ای از ۱</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“%1” must be a number</source>
        <translation>“%1” باید عدد باشد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a “%1” claim needs “at-least”, “at-most” or both</source>
        <translation>ادعای “%1” به “at-least”، “at-most” یا هر دو نیاز دارد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“stage” must be a whole number from 1 (the step&apos;s own settings; 2 is its first build stage)</source>
        <translation>‏“stage” باید عدد صحیحی از ۱ باشد (۱ تنظیمات خود گام، ۲ نخستین مرحلهٔ نمایش)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“tolerance” must be a number from 0</source>
        <translation>‏“tolerance” باید عددی از ۰ به بالا باشد</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>“claims” must be a list of objects</source>
        <translation>‏“claims” باید فهرستی از شیءها باشد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is not an object with a “kind”</source>
        <translation>این شیئی با “kind” نیست</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>claim %1: %2</source>
        <translation>ادعای ⁦%1⁩: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>“question” needs a “text” and an “answer”: the number of the claim that answers it (1 to %1)</source>
        <translation>‏“question” به “text” و “answer” نیاز دارد: شمارهٔ ادعایی که به آن پاسخ می‌دهد (۱ تا ⁦%1⁩)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>step %1 «%2»</source>
        <translation>گام ⁦%1⁩ «%2»</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: a claim names stage %2 of a step of %3</source>
        <translation>%1: ادعا مرحلهٔ ⁦%2⁩ را نام می‌برد، اما گام ⁦%3⁩ مرحله دارد</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, claim %2 (%3): %4</source>
        <translation>%1، ادعای ⁦%2⁩ (%3): %4</translation>
    </message>
</context>
<context>
    <name>attn::ui::LogitLensFigure</name>
    <message>
        <location filename="../../ui/model/logitlensfigure.cpp" line="+11"/>
        <source>probability of that token</source>
        <translation>احتمال آن توکن</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>after layer</source>
        <translation>پس از لایه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token read</source>
        <translation>توکن خوانده‌شده</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Logit lens: the next token each layer would predict</source>
        <translation>عدسی لوجیت: توکن بعدی که هر لایه پیش‌بینی می‌کرد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logit lens with heads %1 knocked out</source>
        <translation>عدسی لوجیت با سرهای حذف‌شدهٔ ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layer %1, after ‘%2’ (token %3): ‘%4’, p = %5</source>
        <translation>لایهٔ ⁦%1⁩، پس از «⁦%2⁩» (توکن ⁦%3⁩): «⁦%4⁩»، ⁦p = %5⁩</translation>
    </message>
</context>
<context>
    <name>attn::ui::LongTextDocument</name>
    <message>
        <location filename="../../ui/model/longtextdocument.cpp" line="+16"/>
        <source>The machine has not enough memory for this text with this model; shorten the text.</source>
        <translation>حافظهٔ دستگاه برای این متن با این مدل کافی نیست؛ متن را کوتاه کنید.</translation>
    </message>
    <message>
        <location line="+169"/>
        <location line="+17"/>
        <source>There is no text yet.</source>
        <translation>هنوز متنی نیست.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>The machine has not enough memory for these rows; ask for fewer.</source>
        <translation>حافظهٔ دستگاه برای این سطرها کافی نیست؛ سطرهای کمتری بخواهید.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LongTextFigure</name>
    <message>
        <location filename="../../ui/model/longtextfigure.cpp" line="+65"/>
        <source>A long text, one head at a time</source>
        <translation>متن بلند، هر بار یک سر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a text file or read the tab&apos;s text: its attention is computed when a view asks, so a text of thousands of tokens fits in memory.</source>
        <translation>یک فایل متنی باز کنید یا متن این زبانه را بخوانید: توجه هنگامی حساب می‌شود که نمایی آن را بخواهد، پس متنی با هزاران توکن در حافظه جا می‌شود.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>weight (log scale)</source>
        <translation>وزن (مقیاس لگاریتمی)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Layer %1, head %2: all %L3 tokens, each cell the largest weight of its block</source>
        <translation>لایهٔ ⁦%1⁩، سر ⁦%2⁩: همهٔ ⁦%L3⁩ توکن، هر خانه بزرگ‌ترین وزنِ بلوکش</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>key position</source>
        <translation>موقعیت key</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query position</source>
        <translation>موقعیت query</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1, head %2: all %L3 tokens</source>
        <translation>لایهٔ ⁦%1⁩، سر ⁦%2⁩: همهٔ ⁦%L3⁩ توکن</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>queries</source>
        <translation>‏queryها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys</source>
        <translation>‏keyها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest weight</source>
        <translation>بزرگ‌ترین وزن</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Queries %L1–%L2, keys %L3–%L4 (click the overview)</source>
        <translation>queryهای ⁦%L1–%L2⁩، keyهای ⁦%L3–%L4⁩ (روی نمای کلی کلیک کنید)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query</source>
        <translation>query</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The detail&apos;s queries (above) and their %1 strongest keys anywhere in the text (below)</source>
        <translation>‏queryهای جزئیات (بالا) و ⁦%1⁩ key قوی‌ترشان در هر جای متن (پایین)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>position</source>
        <translation>موقعیت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 strongest keys of each query</source>
        <translation>‏⁦%1⁩ key قوی‌ترِ هر query</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Layer %1, every head: attention by distance i − j, mean over the text</source>
        <translation>لایهٔ ⁦%1⁩، همهٔ سرها: توجه بر حسب فاصلهٔ ⁦i − j⁩، میانگین روی متن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distance i − j (tokens)</source>
        <translation>فاصلهٔ ⁦i − j⁩ (توکن)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>share</source>
        <translation>سهم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: attention by distance</source>
        <translation>لایهٔ ⁦%1⁩: توجه بر حسب فاصله</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>head %1 (sink %2)</source>
        <translation>‏سر ⁦%1⁩، چاهک ⁦%2⁩</translation>
    </message>
</context>
<context>
    <name>attn::ui::LongTextView</name>
    <message>
        <location filename="../../ui/model/longtextview.cpp" line="+24"/>
        <source>Open te&amp;xt file…</source>
        <translation>باز کردن فایل &amp;متنی…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rea&amp;d the tab&apos;s text</source>
        <translation>&amp;خواندن متن زبانه</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A UTF-8 text of any length the model reads (up to 16 MB)</source>
        <translation>متن UTF-8 به هر طولی که مدل می‌خواند (تا ۱۶ مگابایت)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>La&amp;yer:</source>
        <translation>لا&amp;یه:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>He&amp;ad:</source>
        <translation>&amp;سر:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export figure…</source>
        <translation>صدور شکل (&amp;E)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a text file</source>
        <translation>باز کردن فایل متنی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text files (*.txt *.md);;All files (*)</source>
        <translation>فایل‌های متنی (*.txt *.md);;همهٔ فایل‌ها (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the tab&apos;s text</source>
        <translation>متن زبانه</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not applied: %1</source>
        <translation>اعمال نشد: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reading…</source>
        <translation>در حال خواندن…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No text yet.</source>
        <translation>هنوز متنی نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %L2 tokens, read in %L3 s</source>
        <translation>‏⁦%1⁩: ⁦%L2⁩ توکن، خوانده در ⁦%L3⁩ ثانیه</translation>
    </message>
</context>
<context>
    <name>attn::ui::MainWindow</name>
    <message>
        <location filename="../../ui/tabs/tabtable.cpp" line="+61"/>
        <source>&amp;One-hot and heads</source>
        <translation>‏&amp;one-hot و سرها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Attention explorer</source>
        <translation>کاوشگر توجه (&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language model</source>
        <translation>مدل زبانی (&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ranslator</source>
        <translation>مترجم (&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Positional encodings</source>
        <translation>کدگذاری‌های موقعیتی (&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="+102"/>
        <source>%1, layer %2, head %3: “%4” → “%5”</source>
        <translation>⁦%1⁩، لایهٔ ⁦%2⁩، سر ⁦%3⁩: «%4» ← «%5»</translation>
    </message>
    <message>
        <location filename="../../ui/tabs/tabtable.cpp" line="+2"/>
        <source>L&amp;ectures</source>
        <translation>درس‌گفتارها (&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Captions</source>
        <translation>زیرنویس‌ها (&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Vision</source>
        <translation>بینایی (&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow.cpp" line="+37"/>
        <source>The text was cut at %L1 characters: a text box holds no more, and the rest of what was pasted is not there.</source>
        <translation>متن در ⁦%L1⁩ نویسه بریده شد: کادر متن بیش از این جا ندارد و باقی آنچه چسبانده شد در آن نیست.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Type a sentence and press Enter</source>
        <translation>جمله‌ای بنویسید و Enter را بزنید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sentence to attend over; press Enter to apply</source>
        <translation>جمله‌ای که توجه روی آن انجام می‌شود؛ برای اعمال Enter را بزنید</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Number of random attention heads</source>
        <translation>تعداد سرهای توجه تصادفی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed of the random head projections</source>
        <translation>بذر تصویرهای تصادفی سرها</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Softmax temperature: scores are divided by it</source>
        <translation>دمای softmax: امتیازها بر آن تقسیم می‌شوند</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Sentence:</source>
        <translation>جمله (&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Heads:</source>
        <translation>سرها (&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>بذر (&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Temperature:</source>
        <translation>دما (&amp;T):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;File</source>
        <translation>پرونده (&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export figure…</source>
        <translation>صدور شکل (&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;model…</source>
        <translation>باز کردن مدل (&amp;M)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a model folder (GPT-2 language model, translator or captioner)</source>
        <translation>باز کردن پوشهٔ یک مدل (مدل زبانی GPT-2، مترجم یا زیرنویس‌ساز)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Sample models</source>
        <translation>مدل‌های نمونه (&amp;S)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Quit</source>
        <translation>خروج (&amp;Q)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>نما (&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Larger text</source>
        <translation>متن بزرگ‌تر (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Smaller text</source>
        <translation>متن کوچک‌تر (&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal text size</source>
        <translation>اندازهٔ عادی متن (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Help</source>
        <translation>راهنما (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About AttentionLab</source>
        <translation>درباره AttentionLab (&amp;A)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 words, %2 distinct · %3 heads of size %4</source>
        <translation>%1 واژه، %2 متمایز · %3 سر با اندازهٔ %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not applied: %1 The figure still shows the previous input.</source>
        <translation>اعمال نشد: %1 شکل هنوز ورودی قبلی را نشان می‌دهد.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>AttentionLab</source>
        <translation>AttentionLab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window is open, but this could not be opened:</source>
        <translation>پنجره باز است، اما این‌ها باز نشدند:</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Matrix as CSV text (*.csv)</source>
        <translation>ماتریس به صورت متن CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matrix as NumPy array (*.npy)</source>
        <translation>ماتریس به صورت آرایهٔ NumPy (*.npy)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+21"/>
        <source>Export figure</source>
        <translation>صدور شکل</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Export matrix</source>
        <translation>صدور ماتریس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The matrix was not saved: %1.</source>
        <translation>ماتریس ذخیره نشد: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <source>Saved %1</source>
        <translation>%1 ذخیره شد</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This page has no figure to export.</source>
        <translation>این صفحه شکلی برای صدور ندارد.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/mainwindow_language.cpp" line="+46"/>
        <source>Lan&amp;guage</source>
        <translation>زبان (&amp;G)</translation>
    </message>
</context>
<context>
    <name>attn::ui::MatrixEditor</name>
    <message>
        <location filename="../../ui/explorer/matrixeditor.cpp" line="+42"/>
        <source>Type Q, K and V</source>
        <translation>تایپ Q، K و V</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queries T_q:</source>
        <translation>‏queryهای T_q:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys T_k:</source>
        <translation>‏keyهای T_k:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d:</source>
        <translation>d:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_v:</source>
        <translation>d_v:</translation>
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
        <translation>%1 سطر %2، ستون %3: &apos;%4&apos; عدد نیست.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDistanceDocument</name>
    <message>
        <location filename="../../ui/positional/modeldistancedocument.cpp" line="+34"/>
        <source>learned positions, both directions</source>
        <translation>موقعیت‌های آموخته، هر دو جهت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>learned positions</source>
        <translation>موقعیت‌های آموخته</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotary (RoPE)</source>
        <translation>‏چرخشی ⁦RoPE⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotary, off in layers %1</source>
        <translation>‏چرخشی، خاموش در لایه‌های ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, window %1</source>
        <translation>، پنجرهٔ ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>At most %1 models side by side: clear them first.</source>
        <translation>‏حداکثر ⁦%1⁩ مدل کنار هم: اول آن‌ها را پاک کنید.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The prompt is empty: type at least one word.</source>
        <translation>متن ورودی خالی است: دست‌کم یک واژه بنویسید.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDistanceFigure</name>
    <message>
        <location filename="../../ui/positional/modeldistancefigure.cpp" line="+25"/>
        <source>Positions in models</source>
        <translation>موقعیت‌ها در مدل‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add model folders (GPT-2, Llama, SmolLM3, BERT, …): the same prompt through each, and how each layer&apos;s attention falls off with distance.</source>
        <translation>‏پوشه‌های مدل را بیفزایید (⁦GPT-2, Llama, SmolLM3, BERT, …⁩): همان متن ورودی از هر کدام می‌گذرد و می‌بینید توجه هر لایه با فاصله چگونه کم می‌شود.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2): %3, %L4 tokens</source>
        <translation>⁧⁦%1 · %2⁩: %3، ⁦%L4⁩ توکن⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distance |i − j| (tokens)</source>
        <translation>فاصلهٔ ⁦|i − j|⁩ (توکن)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>share</source>
        <translation>سهم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>⁧⁦%1⁩: %2⁩</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>first layer</source>
        <translation>لایهٔ نخست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last layer</source>
        <translation>لایهٔ آخر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer %1</source>
        <translation>لایهٔ %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>every key alike</source>
        <translation>همهٔ کلیدها یکسان</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelDistanceView</name>
    <message>
        <location filename="../../ui/positional/modeldistanceview.cpp" line="+23"/>
        <source>&amp;Add model folder…</source>
        <translation>افزودن پوشهٔ مدل… (&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;lear</source>
        <translation>پاک کردن (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export figure…</source>
        <translation>صدور شکل (&amp;E)…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Prompt:</source>
        <translation>متن ورودی (&amp;P):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add a model folder</source>
        <translation>افزودن پوشهٔ مدل</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Models side by side: %1 of %2, each reading the prompt below</source>
        <translation>‏مدل‌های کنار هم: ⁦%1⁩ از ⁦%2⁩، هر کدام متن ورودی زیر را می‌خواند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not applied: %1</source>
        <translation>اعمال نشد: %1</translation>
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
        <translation>نخست یک مدل باز کنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/model/modeldocument.cpp" line="-109"/>
        <source>The text is empty: type at least one word.</source>
        <translation>متن خالی است: دست‌کم یک واژه بنویسید.</translation>
    </message>
    <message>
        <location filename="../../ui/model/modeldocument.cpp" line="+3"/>
        <source>A second sentence needs an encoder (BERT family).</source>
        <translation>جملهٔ دوم به رمزگذار (خانوادهٔ BERT) نیاز دارد.</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>the head metrics need a model&apos;s attention over two tokens or more</source>
        <translation>معیارهای سرها به توجه مدل روی دو توکن یا بیشتر نیاز دارند</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>the next token needs a language model and a text</source>
        <translation>توکن بعدی به یک مدل زبانی و یک متن نیاز دارد</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+16"/>
        <location line="+16"/>
        <source>an encoder (BERT family) does not predict a next token</source>
        <translation>یک encoder (خانوادهٔ ⁦BERT⁩) توکن بعدی را پیش‌بینی نمی‌کند</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>how a score is built needs a language model and a text</source>
        <translation>نشان‌دادن ساخت امتیاز به مدل زبانی و متن نیاز دارد</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the logit lens needs a language model and a text</source>
        <translation>عدسی لوجیت به مدل زبانی و متن نیاز دارد</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>generating needs a language model and a text</source>
        <translation>تولید به یک مدل زبانی و یک متن نیاز دارد</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>A rollout needs square attention (the same tokens as queries and keys).</source>
        <translation>‏rollout به توجه مربعی نیاز دارد (همان توکن‌ها به عنوان query و key).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type a text for the model to continue first.</source>
        <translation>نخست متنی بنویسید تا مدل آن را ادامه دهد.</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>attention rollout over %n layers</source>
        <translation>
            <numerusform>‏rollout توجه روی %n لایه</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer %1, head %2</source>
        <translation>لایهٔ %1، سر %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knocked out: its output replaced</source>
        <translation>حذف‌شده: خروجی‌اش جایگزین شده</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>heads %1 knocked out</source>
        <translation>سرهای ⁦%1⁩ حذف شده</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sentence A → sentence B</source>
        <translation>جملهٔ ⁦A → B⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sentence B → sentence A</source>
        <translation>جملهٔ ⁦B → A⁩</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelGridFigure</name>
    <message>
        <location filename="../../ui/model/modelgridfigure.cpp" line="+21"/>
        <source>every layer (rows) and head (columns)</source>
        <translation>هر لایه (سطرها) و سر (ستون‌ها)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every layer (rows) and head (columns) · heads %1 knocked out</source>
        <translation>هر لایه (سطرها) و سر (ستون‌ها) · سرهای ⁦%1⁩ حذف شده</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelHeatmapFigure</name>
    <message>
        <location filename="../../ui/model/modelheatmapfigure.cpp" line="+34"/>
        <source>Click: how this query&apos;s scores are built</source>
        <translation>کلیک: امتیازهای این ⁦query⁩ چگونه ساخته می‌شوند</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelPage</name>
    <message>
        <location filename="../../ui/model/modelpage.cpp" line="+71"/>
        <source>&amp;Rollout over all layers</source>
        <translation>‏&amp;rollout روی همهٔ لایه‌ها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open model folder…</source>
        <translation>باز کردن پوشهٔ مدل (&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import attention…</source>
        <translation>وارد کردن توجه (&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention computed elsewhere: a .npy, .npz or .safetensors tensor (layers, heads, q, k) and a JSON file of its tokens</source>
        <translation>توجهی که جای دیگری محاسبه شده: یک تانسور .npy، .npz یا .safetensors با شکل (layers, heads, q, k) و یک فایل JSON از توکن‌های آن</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&amp;Continue %n tokens</source>
        <translation>
            <numerusform>&amp;ادامه به اندازهٔ %n توکن</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model writes %1 more tokens, one at a time; each new token&apos;s attention appears as it is written</source>
        <translation>مدل %1 توکن دیگر می‌نویسد، هر بار یکی؛ توجه هر توکن جدید همان هنگام نوشتن آن ظاهر می‌شود</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The text the model reads; press Enter to apply</source>
        <translation>متنی که مدل می‌خواند؛ برای اعمال Enter را بزنید</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An encoder reads a sentence pair: [CLS] text [SEP] sentence B [SEP]; empty for one text</source>
        <translation>رمزگذار یک جفت جمله می‌خواند: ⁦[CLS]⁩ متن ⁦[SEP]⁩ جملهٔ ⁦B [SEP]⁩؛ خالی یعنی یک متن</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whole pair</source>
        <translation>کل جفت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A → B</source>
        <translation>⁦A → B⁩</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B → A</source>
        <translation>⁦B → A⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every token, or only sentence A&apos;s queries on sentence B&apos;s keys, or B&apos;s on A&apos;s</source>
        <translation>همهٔ توکن‌ها، یا فقط queryهای جملهٔ A روی keyهای جملهٔ B، یا B روی A را نشان بده</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>next</source>
        <translation>بعدی</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>e.g. 2:1, 3:4</source>
        <translation>مثلاً ⁦2:1, 3:4⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What if these heads (layer:head) were knocked out? Their outputs are replaced before the output projection; the next token and the later layers&apos; attention change. Press Enter to apply, empty for the intact model</source>
        <translation>اگر این سرها (لایه:سر) حذف شوند چه می‌شود؟ خروجی آن‌ها پیش از تصویر خروجی جایگزین می‌شود؛ توکن بعدی و توجه لایه‌های بعدی تغییر می‌کند. برای اعمال Enter را بزنید؛ خالی برای مدل دست‌نخورده</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>by zeros</source>
        <translation>با صفر</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>by their mean</source>
        <translation>با میانگینشان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace a knocked-out head&apos;s output by zeros, or by its mean over the text&apos;s positions (mean-ablation)</source>
        <translation>خروجی سرِ حذف‌شده را با صفر، یا با میانگینش روی موقعیت‌های متن جایگزین کن (حذف با میانگین)</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Showing:</source>
        <translation>نمایش:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lon&amp;g text…</source>
        <translation>متن &amp;بلند…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A text of thousands of tokens in a window of its own: each head whole, its detail, every head by distance</source>
        <translation>متنی با هزاران توکن در پنجره‌ای جدا: هر سر به‌تمامی، جزئیاتش، همهٔ سرها بر حسب فاصله</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Text:</source>
        <translation>متن (&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sentence &amp;B:</source>
        <translation>جملهٔ &amp;B:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Show:</source>
        <translation>&amp;نمایش:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Layer:</source>
        <translation>لایه (&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head:</source>
        <translation>سر (&amp;H):</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>One head</source>
        <translation>یک سر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All layers and heads</source>
        <translation>همهٔ لایه‌ها و سرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head atlas</source>
        <translation>اطلس سرها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next token</source>
        <translation>توکن بعدی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generation</source>
        <translation>تولید متن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logit lens</source>
        <translation>عدسی لوجیت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Long text — AttentionLab</source>
        <translation>متن بلند — AttentionLab</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This pair on the Positional tab ▸</source>
        <translation>این جفت در زبانهٔ موقعیت ◂</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Positional tab&apos;s RoPE panel with this head&apos;s query and key and the model&apos;s frequencies, at every pair of positions</source>
        <translation>صفحهٔ RoPE زبانهٔ موقعیتی با query و key این سر و بسامدهای مدل، در هر جفت موقعیت</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Rotary positions</source>
        <translation>موقعیت‌های چرخشی</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&amp;Knock out heads, replaced:</source>
        <translation>&amp;حذف سرها، جایگزینی:</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Not applied: %1</source>
        <translation>اعمال نشد: %1</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>How a score is built</source>
        <translation>امتیاز چگونه ساخته می‌شود</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open a model folder</source>
        <translation>باز کردن پوشهٔ مدل</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 layers × %2 heads, up to %3 tokens</source>
        <translation>⁦%1⁩ لایه × ⁦%2⁩ سر، تا ⁦%3⁩ توکن</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No model: open a model folder (GPT-2, Llama, Qwen, Gemma, Phi-3, Pythia, BERT, …).</source>
        <translation>مدلی باز نیست: پوشهٔ یک مدل را باز کنید (GPT-2، Llama، Qwen، Gemma، Phi-3، Pythia، BERT، …).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Heads %1 share a key/value head each</source>
        <translation>سرهای ⁦%1⁩ هر کدام یک سر key/value را شریک‌اند</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Layers %1 see the last %2 tokens only (sliding window)</source>
        <translation>لایه‌های ⁦%1⁩ فقط ⁦%2⁩ توکن آخر را می‌بینند (پنجرهٔ لغزان)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Layers %1 have no rotary positions</source>
        <translation>لایه‌های ⁦%1⁩ موقعیت چرخشی ندارند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is open, but it cannot read the text: %2
Type a shorter text, and its figures appear.</source>
        <translation>⁦%1⁩ باز است، اما نمی‌تواند این متن را بخواند: %2
متن کوتاه‌تری بنویسید تا نمودارهایش ظاهر شوند.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>An encoder (BERT family) does not write text.</source>
        <translation>رمزگذار (خانوادهٔ BERT) متن نمی‌نویسد.</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Attention tensor (layers, heads, q, k)</source>
        <translation>تانسور توجه (layers, heads, q, k)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensors (*.npy *.npz *.safetensors)</source>
        <translation>تانسورها (*.npy *.npz *.safetensors)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its tokens</source>
        <translation>توکن‌های آن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 tokens · %2 layers × %3 heads</source>
        <translation>%1 توکن · %2 لایه × %3 سر</translation>
    </message>
    <message>
        <location filename="../../ui/model/modellesson.cpp" line="+51"/>
        <source>“ablation” must be “zero” or “mean”, not “%1”</source>
        <translation>«⁦ablation⁩» باید «⁦zero⁩» یا «⁦mean⁩» باشد، نه «⁦%1⁩»</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>the Language model tab has no view “%1” (known: %2)</source>
        <translation>زبانهٔ «مدل زبانی» نمای «%1» ندارد (شناخته‌شده: %2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>“layer” and “head” must be within the model&apos;s %1 layers × %2 heads, not layer %3, head %4</source>
        <translation>‏«layer» و «head» باید در محدودهٔ %1 لایه × %2 سر مدل باشند، نه لایهٔ %3، سر %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>“knockout”: %1</source>
        <translation>«⁦knockout⁩»: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a “model-generation” step needs “newTokens” (1 to %1)</source>
        <translation>گام «⁦model-generation⁩» به «⁦newTokens⁩» نیاز دارد (۱ تا ⁦%1⁩)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“step” must be from 1 to “newTokens” (%1), not %2</source>
        <translation>«⁦step⁩» باید از ۱ تا «⁦newTokens⁩» (⁦%1⁩) باشد، نه ⁦%2⁩</translation>
    </message>
</context>
<context>
    <name>attn::ui::NextTokenFigure</name>
    <message>
        <location filename="../../ui/model/nexttokenview.cpp" line="+61"/>
        <source>After ‘%1’: the most likely token (temperature 0: greedy)</source>
        <translation>پس از «%1»: محتمل‌ترین توکن (دمای ⁦0⁩: حریصانه)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>After ‘%1’: the %n most likely tokens at temperature %2</source>
        <translation>
            <numerusform>پس از «%1»: ⁦%n⁩ توکن محتمل‌تر در دمای ⁦%2⁩</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>drawn with seed %1: ‘%2’</source>
        <translation>نمونه‌گیری‌شده با بذر ⁦%1⁩: «%2»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the likeliest: ‘%1’</source>
        <translation>محتمل‌ترین: «%1»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>probability</source>
        <translation>احتمال</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>heads %1 replaced by their mean</source>
        <translation>سرهای ⁦%1⁩ با میانگینشان جایگزین شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heads %1 knocked out</source>
        <translation>سرهای ⁦%1⁩ حذف شده</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>intact model</source>
        <translation>مدل دست‌نخورده</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt; 0.001</source>
        <translation>⁦&lt; 0.001⁩</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (intact %2)</source>
        <translation>⁦%1⁩ (دست‌نخورده ⁦%2⁩)</translation>
    </message>
</context>
<context>
    <name>attn::ui::NextTokenView</name>
    <message>
        <location line="+19"/>
        <source>The logits are divided by it before the softmax: below 1 the likeliest token gains, above 1 the choice evens out; 0 is greedy</source>
        <translation>⁦logit⁩ها پیش از ⁦softmax⁩ بر آن تقسیم می‌شوند: کمتر از ⁦1⁩ محتمل‌ترین توکن قوی‌تر می‌شود، بیشتر از ⁦1⁩ انتخاب یکنواخت‌تر؛ ⁦0⁩ حریصانه است</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many of the most likely tokens to show and sample from</source>
        <translation>چند توکن از محتمل‌ترین‌ها نشان داده و از آن‌ها نمونه‌گیری شود</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Of those, the fewest whose probabilities reach p (1: all of them)</source>
        <translation>از آن‌ها، کمترین تعدادی که مجموع احتمالشان به ⁦p⁩ برسد (⁦1⁩: همه)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Temperature:</source>
        <translation>دما (&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-&amp;k:</source>
        <translation>⁦Top-k⁩ (&amp;K):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-&amp;p:</source>
        <translation>⁦Top-p⁩ (&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw a token</source>
        <translation>&amp;نمونه‌گیری یک توکن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample the next token from the bars shown, in proportion to their probabilities, with the next seed; the token drawn is marked</source>
        <translation>توکن بعدی را از میان ستون‌های نشان‌داده‌شده، به نسبت احتمالشان و با بذر بعدی، نمونه‌گیری کن؛ توکن انتخاب‌شده علامت می‌خورد</translation>
    </message>
</context>
<context>
    <name>attn::ui::OneHotPage</name>
    <message>
        <location filename="../../ui/overview/onehotpage.cpp" line="+43"/>
        <source>the One-hot tab has no view “%1” (known: %2)</source>
        <translation>زبانهٔ «One-hot» نمای «%1» ندارد (شناخته‌شده: %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::Page</name>
    <message>
        <location filename="../../ui/common/page.h" line="+49"/>
        <source>this tab cannot show “%1” as a lesson step yet</source>
        <translation>این زبانه هنوز نمی‌تواند «%1» را به عنوان گام درس نشان دهد</translation>
    </message>
    <message>
        <location filename="../../ui/common/shownnumbers.cpp" line="+55"/>
        <source>this view has no matrix to save as numbers</source>
        <translation>این نما ماتریسی برای ذخیره به صورت عدد ندارد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the matrix file must end in .csv or .npy</source>
        <translation>فایل ماتریس باید به .csv یا .npy ختم شود</translation>
    </message>
</context>
<context>
    <name>attn::ui::PanelFigure</name>
    <message>
        <location filename="../../ui/plotkit/panelfigure.cpp" line="+323"/>
        <source>distance %1</source>
        <translation>فاصلهٔ ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1: x = %2, height %3</source>
        <translation>%1: ⁦x = %2⁩، ارتفاع %3</translation>
    </message>
</context>
<context>
    <name>attn::ui::PictureFigure</name>
    <message>
        <location filename="../../ui/plotkit/picturefigure.cpp" line="+26"/>
        <source>attention weight</source>
        <translation>وزن توجه</translation>
    </message>
</context>
<context>
    <name>attn::ui::PlotDemo</name>
    <message>
        <location filename="../../ui/lectures/plotdemo.cpp" line="+43"/>
        <source>Not applied: %1</source>
        <translation>اعمال نشد: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PoolingDemo</name>
    <message>
        <location filename="../../ui/lectures/pooling/poolingdemo.cpp" line="+44"/>
        <source>Width σ of the Gaussian kernel: small follows every sample, large averages everything</source>
        <translation>پهنای σ کرنل گاوسی: کوچک از هر نمونه پیروی می‌کند، بزرگ همه چیز را میانگین می‌گیرد</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Parameter of α = softmax(−((x − xᵢ)·w)²/2); Fit w sets it</source>
        <translation>پارامتر ⁦α = softmax(−((x − xᵢ)·w)²/2)⁩؛ «برازش w» آن را تنظیم می‌کند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit w</source>
        <translation>برازش w (&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minimise the leave-one-out squared error over w: each training point is predicted from the others</source>
        <translation>کمینه کردن خطای مربعی leave-one-out روی w: هر نقطهٔ آموزشی از روی بقیه پیش‌بینی می‌شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;parametric kernel (w)</source>
        <translation>نمایش کرنل پارامتری (w) (&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kernel width &amp;σ:</source>
        <translation>پهنای کرنل (&amp;σ):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;samples n:</source>
        <translation>نمونه‌ها n (&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;noise:</source>
        <translation>نوفه (&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>بذر (&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;w:</source>
        <translation>&amp;w:</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Fitted w = %1: leave-one-out loss %2 (it was %3 at w = 1).</source>
        <translation>⁦w⁩ برازش‌شده = %1: زیان leave-one-out برابر %2 (در ⁦w = 1⁩ برابر %3 بود).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;p&gt;&lt;b&gt;σ = %1&lt;/b&gt;: leave-one-out loss %2&lt;br&gt;&lt;b&gt;w = %3&lt;/b&gt;%4 (σ = 1/w = %5): loss %6&lt;br&gt;best w on the curve: %7, loss %8 (w = 1: %9)&lt;/p&gt;</source>
        <translation>&lt;p&gt;‏⁦&lt;b&gt;σ = %1&lt;/b&gt;⁩: زیان leave-one-out %2&lt;br&gt;‏⁦&lt;b&gt;w = %3&lt;/b&gt;%4 (σ = 1/w = %5)⁩: زیان %6&lt;br&gt;بهترین w روی منحنی: %7، زیان ⁦%8 (w = 1: %9)⁩&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (fitted)</source>
        <translation> (برازش‌شده)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Attention pooling&lt;/b&gt; (Nadaraya–Watson). Keys are the inputs x&lt;sub&gt;i&lt;/sub&gt;, values the targets y&lt;sub&gt;i&lt;/sub&gt;, the query is x:&lt;/p&gt;&lt;p&gt;f(x) = Σ&lt;sub&gt;i&lt;/sub&gt; α(x, x&lt;sub&gt;i&lt;/sub&gt;) y&lt;sub&gt;i&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;α(x, x&lt;sub&gt;i&lt;/sub&gt;) = exp(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²) / Σ&lt;sub&gt;j&lt;/sub&gt; exp(−(x − x&lt;sub&gt;j&lt;/sub&gt;)²/2σ²)&lt;br&gt;= softmax&lt;sub&gt;i&lt;/sub&gt;(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²)&lt;/p&gt;&lt;p&gt;Each row of the heatmap is one query&apos;s weights; they sum to 1. σ → ∞ gives the mean of all y&lt;sub&gt;i&lt;/sub&gt;, σ → 0 the nearest sample.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parametric:&lt;/b&gt; α = softmax&lt;sub&gt;i&lt;/sub&gt;(−((x − x&lt;sub&gt;i&lt;/sub&gt;)·w)²/2), the same kernel with σ = 1/w, but w is learned: minimise&lt;br&gt;L(w) = (1/n) Σ&lt;sub&gt;i&lt;/sub&gt; (f&lt;sub&gt;−i&lt;/sub&gt;(x&lt;sub&gt;i&lt;/sub&gt;) − y&lt;sub&gt;i&lt;/sub&gt;)²,&lt;br&gt;each training point predicted from the others (leave one out).&lt;/p&gt;&lt;p&gt;Data: y = 2 sin x + x&lt;sup&gt;0.8&lt;/sup&gt; + ε, ε ~ N(0, %1&lt;sup&gt;2&lt;/sup&gt;), x&lt;sub&gt;i&lt;/sub&gt; sorted in [0, 5].&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ادغام توجه&lt;/b&gt; (Nadaraya–Watson). keyها ورودی‌های x&lt;sub&gt;i&lt;/sub&gt; هستند، valueها هدف‌های y&lt;sub&gt;i&lt;/sub&gt;، و query همان x است:&lt;/p&gt;&lt;p&gt;⁦f(x) = Σ&lt;sub&gt;i&lt;/sub&gt; α(x, x&lt;sub&gt;i&lt;/sub&gt;) y&lt;sub&gt;i&lt;/sub&gt;⁩&lt;/p&gt;&lt;p&gt;⁦α(x, x&lt;sub&gt;i&lt;/sub&gt;) = exp(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²) / Σ&lt;sub&gt;j&lt;/sub&gt; exp(−(x − x&lt;sub&gt;j&lt;/sub&gt;)²/2σ²)⁩&lt;br&gt;⁦= softmax&lt;sub&gt;i&lt;/sub&gt;(−(x − x&lt;sub&gt;i&lt;/sub&gt;)²/2σ²)⁩&lt;/p&gt;&lt;p&gt;هر سطر نقشهٔ حرارتی وزن‌های یک query است؛ مجموع آن‌ها 1 است. ⁦σ → ∞⁩ میانگین همهٔ y&lt;sub&gt;i&lt;/sub&gt; را می‌دهد، ⁦σ → 0⁩ نزدیک‌ترین نمونه را.&lt;/p&gt;&lt;p&gt;&lt;b&gt;پارامتری:&lt;/b&gt; ⁦α = softmax&lt;sub&gt;i&lt;/sub&gt;(−((x − x&lt;sub&gt;i&lt;/sub&gt;)·w)²/2)⁩، همان کرنل با ⁦σ = 1/w⁩، اما w یاد گرفته می‌شود: کمینه کنید&lt;br&gt;‏⁦L(w) = (1/n) Σ&lt;sub&gt;i&lt;/sub&gt; (f&lt;sub&gt;−i&lt;/sub&gt;(x&lt;sub&gt;i&lt;/sub&gt;) − y&lt;sub&gt;i&lt;/sub&gt;)²⁩،&lt;br&gt;که هر نقطهٔ آموزشی از روی بقیه پیش‌بینی می‌شود (leave one out).&lt;/p&gt;&lt;p&gt;داده‌ها: ⁦y = 2 sin x + x&lt;sup&gt;0.8&lt;/sup&gt; + ε⁩، ε ~ N(0, %1&lt;sup&gt;2&lt;/sup&gt;)، x&lt;sub&gt;i&lt;/sub&gt; مرتب‌شده در [0, 5].&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::PoolingFigure</name>
    <message>
        <location filename="../../ui/lectures/pooling/poolingfigure.cpp" line="+28"/>
        <source>α with w = %1 (as σ: w = 1/σ)</source>
        <translation>⁦α⁩ با ⁦w = %1⁩ (مانند ⁦σ⁩: ⁦w = 1/σ⁩)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α with w = %1 (sharper: w &gt; 1/σ)</source>
        <translation>⁦α⁩ با ⁦w = %1⁩ (تیزتر: ⁦w &gt; 1/σ⁩)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α with w = %1 (wider: w &lt; 1/σ)</source>
        <translation>⁦α⁩ با ⁦w = %1⁩ (پهن‌تر: ⁦w &lt; 1/σ⁩)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>f(x) = Σ α(x, xᵢ) yᵢ with σ = %1</source>
        <translation>⁦f(x) = Σ α(x, xᵢ) yᵢ⁩ با ⁦σ = %1⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and w = %1</source>
        <translation> و ⁦w = %1⁩</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> (fitted)</source>
        <translation> (برازش‌شده)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>w (σ = 1/w)</source>
        <translation>⁦w (σ = 1/w)⁩</translation>
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
        <translation>‏Leave-one-out ⁦L(w)⁩</translation>
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
        <translation>‏key ⁦xᵢ⁩</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>α with σ = %1</source>
        <translation>⁦α⁩ با ⁦σ = %1⁩</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>α with w = %1</source>
        <translation>⁦α⁩ با ⁦w = %1⁩</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>samples</source>
        <translation>نمونه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true f(x)</source>
        <translation>⁦f(x)⁩ واقعی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate σ = %1</source>
        <translation>برآورد ⁦σ = %1⁩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>estimate w = %1%2</source>
        <translation>برآورد ⁦w = %1⁩%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave-one-out L(w): min %1</source>
        <translation>‏Leave-one-out ⁦L(w)⁩: کمینه %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>best w = %1, L = %2</source>
        <translation>بهترین ⁦w = %1⁩، ⁦L = %2⁩</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>query</source>
        <translation>query</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>weight α</source>
        <translation>وزن α</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>α with σ = %1 (rows sum to 1)</source>
        <translation>⁦α⁩ با ⁦σ = %1⁩ (جمع سطر = ۱)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>query x</source>
        <translation>query x</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionalDocument</name>
    <message numerus="yes">
        <location filename="../../ui/positional/positionaldocument.cpp" line="+99"/>
        <source>n must be from 1 to %n positions, not %1.</source>
        <translation>
            <numerusform>‏n باید از ۱ تا %n موقعیت باشد، نه %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d must be from 2 to %1, not %2.</source>
        <translation>‏d باید از 2 تا %1 باشد، نه %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d = %1 is odd: the rotation needs (sin, cos) pairs and the last sine column would have no partner. Choose an even d.</source>
        <translation>‏⁦d = %1⁩ فرد است: چرخش به جفت‌های (sin, cos) نیاز دارد و آخرین ستون سینوسی جفتی نخواهد داشت. یک d زوج انتخاب کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the base must be a number above 1 (and at most 1e12), not %1.</source>
        <translation>پایه باید عددی بزرگ‌تر از 1 (و حداکثر 1e12) باشد، نه %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pair j must be from 0 to %1 (d/2 - 1 for d = %2), not %3.</source>
        <translation>جفت j باید از 0 تا %1 باشد (d/2 - 1 برای d = %2)، نه %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>position i must be from 0 to %1 (n - 1), not %2.</source>
        <translation>موقعیت i باید از 0 تا %1 باشد (n - 1)، نه %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>i + delta = %1 + %2 = %3 is beyond the %4 positions 0 .. %5.</source>
        <translation>‏⁦i + delta = %1 + %2 = %3⁩ فراتر از %4 موقعیت 0 .. %5 است.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>choose 1 to %n dimensions for the curves.</source>
        <translation>
            <numerusform>برای منحنی‌ها ۱ تا %n بُعد انتخاب کنید.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dimension %1 does not exist: columns are 0 to %2.</source>
        <translation>بُعد %1 وجود ندارد: ستون‌ها از 0 تا %2 هستند.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>could not compute the encoding: %1</source>
        <translation>محاسبهٔ کدگذاری ممکن نبود: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>could not compute the rotary scores: %1</source>
        <translation>امتیازهای چرخشی حساب نشد: %1</translation>
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
        <translation>&lt;p&gt;ورودی مدل X + P است: سطر i از P به جانمایی توکن i-ام افزوده می‌شود.&lt;/p&gt;&lt;p&gt;یک d فرد با ستونی سینوسی تمام می‌شود که جفت کسینوسی آن وجود ندارد؛ پنل‌های چرخش به d زوج نیاز دارند.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;Wavelength of pair j: λ&lt;sub&gt;j&lt;/sub&gt; = 2π/ω&lt;sub&gt;j&lt;/sub&gt; = 2π·%1&lt;sup&gt;2j/d&lt;/sup&gt;, from 2π (j = 0) towards 2π·%1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;طول موج جفت ⁦j: λ&lt;sub&gt;j&lt;/sub&gt; = 2π/ω&lt;sub&gt;j&lt;/sub&gt; = 2π·%1&lt;sup&gt;2j/d&lt;/sup&gt;⁩، از ⁦2π (j = 0)⁩ تا ⁦2π·%1⁩.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Bit b of i flips every 2&lt;sup&gt;b&lt;/sup&gt; positions: the lowest bit fastest, higher bits ever more slowly.&lt;/p&gt;&lt;p&gt;Column 2j of P repeats every 2π/ω&lt;sub&gt;j&lt;/sub&gt; positions: the same ladder of frequencies, but smooth, bounded and in floating point.&lt;/p&gt;</source>
        <translation>&lt;p&gt;بیت b از i هر 2&lt;sup&gt;b&lt;/sup&gt; موقعیت یک بار وارونه می‌شود: پایین‌ترین بیت سریع‌تر از همه، و بیت‌های بالاتر هر بار کندتر.&lt;/p&gt;&lt;p&gt;ستون 2j از P هر 2π/ω&lt;sub&gt;j&lt;/sub&gt; موقعیت تکرار می‌شود: همان نردبان بسامدها، اما هموار، کران‌دار و با ممیز شناور.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;For every pair j and offset δ:&lt;/p&gt;</source>
        <translation>&lt;p&gt;برای هر جفت j و آفست δ:&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;p&gt;since sin(a+b) = sin a cos b + cos a sin b and cos(a+b) = cos a cos b − sin a sin b. The matrix contains δ and ω&lt;sub&gt;j&lt;/sub&gt; but not i: one linear map moves every position by δ.&lt;/p&gt;</source>
        <translation>&lt;p&gt;زیرا ⁦sin(a+b) = sin a cos b + cos a sin b⁩ و ⁦cos(a+b) = cos a cos b − sin a sin b⁩. این ماتریس شامل δ و ω&lt;sub&gt;j&lt;/sub&gt; است اما شامل i نیست: یک نگاشت خطی هر موقعیت را به اندازهٔ δ جابه‌جا می‌کند.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; sin(iω)sin(jω) + cos(iω)cos(jω) = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; cos((i − j)·ω&lt;sub&gt;j&apos;&lt;/sub&gt;): a function of i − j only.&lt;/p&gt;&lt;p&gt;With P added to the embeddings, a score contains it:&lt;br&gt;(x&lt;sub&gt;i&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;)·(x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;j&lt;/sub&gt;) = x&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + x&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt;, whose last term favours nearby positions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;‏⁦p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; sin(iω)sin(jω) + cos(iω)cos(jω) = Σ&lt;sub&gt;j&apos;&lt;/sub&gt; cos((i − j)·ω&lt;sub&gt;j&apos;&lt;/sub&gt;)⁩: تابعی فقط از i − j.&lt;/p&gt;&lt;p&gt;با افزودن P به جانمایی‌ها، هر امتیاز آن را در بر دارد:&lt;br&gt;‏⁦(x&lt;sub&gt;i&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;)·(x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;j&lt;/sub&gt;) = x&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + x&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·x&lt;sub&gt;j&lt;/sub&gt; + p&lt;sub&gt;i&lt;/sub&gt;·p&lt;sub&gt;j&lt;/sub&gt;⁩، که جملهٔ آخر آن موقعیت‌های نزدیک را ترجیح می‌دهد.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Rotary encoding turns each pair (2j, 2j+1) of q and k by its position times ω&lt;sub&gt;j&lt;/sub&gt;: q̃&lt;sub&gt;i&lt;/sub&gt; = R&lt;sub&gt;i&lt;/sub&gt; q, k̃&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j&lt;/sub&gt; k.&lt;/p&gt;&lt;p&gt;Rotations compose, R&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt; R&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j−i&lt;/sub&gt;, so q̃&lt;sub&gt;i&lt;/sub&gt;·k̃&lt;sub&gt;j&lt;/sub&gt; = q·R&lt;sub&gt;j−i&lt;/sub&gt; k depends on j − i only: attention sees relative position without adding anything to the embeddings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;کدگذاری چرخشی هر جفت (2j, 2j+1) از q و k را به اندازهٔ موقعیتش ضرب در ω&lt;sub&gt;j&lt;/sub&gt; می‌چرخاند: ⁦q̃&lt;sub&gt;i&lt;/sub&gt; = R&lt;sub&gt;i&lt;/sub&gt; q⁩، ⁦k̃&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j&lt;/sub&gt; k⁩.&lt;/p&gt;&lt;p&gt;چرخش‌ها ترکیب می‌شوند، ⁦R&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt; R&lt;sub&gt;j&lt;/sub&gt; = R&lt;sub&gt;j−i&lt;/sub&gt;⁩، پس ⁦q̃&lt;sub&gt;i&lt;/sub&gt;·k̃&lt;sub&gt;j&lt;/sub&gt; = q·R&lt;sub&gt;j−i&lt;/sub&gt; k⁩ فقط به j − i بستگی دارد: توجه، موقعیت نسبی را بدون افزودن چیزی به جانمایی‌ها می‌بیند.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;&lt;b&gt;M(δ) for δ = %1, pair j = %2&lt;/b&gt;&lt;br&gt;δ·ω&lt;sub&gt;j&lt;/sub&gt; = %3 rad&lt;/p&gt;</source>
        <translation>&lt;p&gt;‏&lt;b&gt;M(δ) برای ⁦δ = %1⁩، جفت ⁦j = %2&lt;/b&gt;⁩&lt;br&gt;⁦δ·ω&lt;sub&gt;j&lt;/sub&gt; = %3 rad⁩&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;M(δ)·p&lt;sub&gt;%1&lt;/sub&gt; vs p&lt;sub&gt;%2&lt;/sub&gt; = (%3, %4)&lt;/p&gt;</source>
        <translation>&lt;p&gt;‏⁦M(δ)·p&lt;sub&gt;%1&lt;/sub&gt;⁩ در برابر ⁦p&lt;sub&gt;%2&lt;/sub&gt; = (%3, %4)⁩&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;At i = %1: |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = %2&lt;br&gt;&lt;b&gt;Every i, every pair:&lt;/b&gt; max&lt;sub&gt;i&lt;/sub&gt; |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;over %4 positions × %5 pairs (float32 P)&lt;/p&gt;</source>
        <translation>&lt;p&gt;در ⁦i = %1: |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = %2⁩&lt;br&gt;&lt;b&gt;هر i، هر جفت:&lt;/b&gt; ⁦max&lt;sub&gt;i&lt;/sub&gt; |M(δ)·p&lt;sub&gt;i&lt;/sub&gt; − p&lt;sub&gt;i+δ&lt;/sub&gt;| = &lt;b&gt;%3&lt;/b&gt;⁩&lt;br&gt;روی %4 موقعیت × %5 جفت (P از نوع float32)&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionalPage</name>
    <message>
        <location filename="../../ui/positional/positionallesson.cpp" line="+55"/>
        <source>the positional tab has no view “%1” (known: %2)</source>
        <translation>زبانهٔ موقعیتی نمای «%1» را ندارد (نماهای شناخته‌شده: %2)</translation>
    </message>
    <message>
        <location filename="../../ui/positional/positionalpage.cpp" line="+30"/>
        <source>Encoding matrix</source>
        <translation>ماتریس کدگذاری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Curves</source>
        <translation>منحنی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binary analogy</source>
        <translation>قیاس دودویی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation</source>
        <translation>چرخش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relative similarity</source>
        <translation>شباهت نسبی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Not applied: %1 The panels still show the previous values.</source>
        <translation>اعمال نشد: %1 پنل‌ها هنوز مقادیر قبلی را نشان می‌دهند.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Number of positions n</source>
        <translation>تعداد موقعیت‌ها n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Encoding dimension d (even)</source>
        <translation>بُعد کدگذاری d (زوج)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ω_j = base^(−2j/d); 10000 in the Transformer</source>
        <translation>‏⁦ω_j = base^(−2j/d)⁩؛ در Transformer برابر 10000</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The frequency pair j shown on the circle</source>
        <translation>جفت بسامدی j که روی دایره نشان داده می‌شود</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Columns of P drawn as curves, e.g. 6 7 8 9</source>
        <translation>ستون‌هایی از P که به صورت منحنی رسم می‌شوند، مثلاً 6 7 8 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;n positions:</source>
        <translation>‏&amp;n موقعیت:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;d dimensions:</source>
        <translation>‏&amp;d بُعد:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;base:</source>
        <translation>پایه (&amp;B):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pair &amp;j:</source>
        <translation>جفت (&amp;J):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position &amp;i:</source>
        <translation>موقعیت (&amp;I):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offset &amp;δ:</source>
        <translation>آفست (&amp;δ):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;curves:</source>
        <translation>منحنی‌ها (&amp;C):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animate δ</source>
        <translation>پویانمایی δ (&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sweep δ up step by step: the rotated point always lands on p_i+δ</source>
        <translation>‏δ را گام‌به‌گام افزایش بده: نقطهٔ چرخیده همیشه روی p_i+δ می‌نشیند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another &amp;i: same matrix</source>
        <translation>یک &amp;i دیگر: همان ماتریس</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move i; M(δ) does not change and still maps p_i onto p_i+δ</source>
        <translation>‏i را جابه‌جا کن؛ M(δ) تغییر نمی‌کند و همچنان p_i را به p_i+δ می‌نگارد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RoPE: seeded q and k again</source>
        <translation>RoPE: دوباره q و k تصادفی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The RoPE panel shows a language model&apos;s head; go back to the seeded vectors and this tab&apos;s base and d</source>
        <translation>صفحهٔ RoPE سری از یک مدل زبانی را نشان می‌دهد؛ بازگشت به بردارهای تصادفی و base و d همین زبانه</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Positions in &amp;models…</source>
        <translation>موقعیت‌ها در مدل‌ها… (&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same prompt through models of different families: how each layer&apos;s attention falls off with distance</source>
        <translation>همان متن ورودی از مدل‌های خانواده‌های مختلف: توجه هر لایه با فاصله چگونه کم می‌شود</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Positions in models — AttentionLab</source>
        <translation>‏موقعیت‌ها در مدل‌ها — ⁦AttentionLab⁩</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Only one position has a partner δ = %1 away; make n larger.</source>
        <translation>فقط یک موقعیت جفتی در فاصلهٔ ⁦δ = %1⁩ دارد؛ n را بزرگ‌تر کنید.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>i moved from %1 to %2: M(δ) is %3, and it still maps p_i onto p_i+δ (difference %4).</source>
        <translation>‏i از %1 به %2 رفت: M(δ) %3 است، و همچنان p_i را به p_i+δ می‌نگارد (تفاوت %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exactly the same matrix</source>
        <translation>دقیقاً همان ماتریس</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a different matrix</source>
        <translation>ماتریسی متفاوت</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>|M(δ) p_i − p_(i+δ)|</source>
        <translation>|M(δ) p_i − p_(i+δ)|</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at i</source>
        <translation>در i</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>every i</source>
        <translation>همهٔ i</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresentControls</name>
    <message>
        <location filename="../../ui/lessons/presentcontrols.cpp" line="+29"/>
        <source>◀ Previous</source>
        <translation>◀ قبلی</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Previous (Left, PageUp)</source>
        <translation>قبلی (Left، PageUp)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next ▶</source>
        <translation>بعدی ▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next (Right, PageDown)</source>
        <translation>بعدی (Right، PageDown)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the view&apos;s settings beside the figure</source>
        <translation>نمایش تنظیمات نما در کنار شکل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Screen ▾</source>
        <translation>صفحه‌نمایش ▾</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Present on another screen</source>
        <translation>ارائه روی صفحه‌نمایشی دیگر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✕ Exit</source>
        <translation>✕ خروج</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave Present mode (Esc)</source>
        <translation>خروج از حالت ارائه (Esc)</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresentWindow</name>
    <message>
        <location filename="../../ui/lessons/presentwindow.cpp" line="+39"/>
        <source>Lesson</source>
        <translation>درس</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>This lesson has no steps.</source>
        <translation>این درس هیچ گامی ندارد.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>This step cannot be shown: %1</source>
        <translation>این گام را نمی‌توان نشان داد: %1</translation>
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
        <translation>رفتن به %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresenterView</name>
    <message>
        <location filename="../../ui/lessons/presenterview.cpp" line="+38"/>
        <source>Presenter view — %1</source>
        <translation>نمای ارائه‌دهنده — %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Step %1 of %2: %3</source>
        <translation>گام ⁦%1⁩ از ⁦%2⁩: %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next: build %1 of %2 of this step</source>
        <translation>بعدی: مرحلهٔ ⁦%1⁩ از ⁦%2⁩ همین گام</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: %1</source>
        <translation>بعدی: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next: the end of the lesson</source>
        <translation>بعدی: پایان درس</translation>
    </message>
</context>
<context>
    <name>attn::ui::RanDemo</name>
    <message>
        <location filename="../../ui/lectures/ran/randemo.cpp" line="+37"/>
        <source>Sequence length n</source>
        <translation>طول دنباله n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window size w</source>
        <translation>اندازهٔ پنجره w</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of the token vectors and projections</source>
        <translation>بذر بردارهای توکن و تصویرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;n tokens:</source>
        <translation>‏&amp;n توکن:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;w window:</source>
        <translation>‏&amp;w پنجره:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>بذر (&amp;E):</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&lt;p&gt;&lt;b&gt;Recurrent attention over windows&lt;/b&gt; (after RAN, the Recurrent Attention Network)&lt;/p&gt;&lt;p&gt;The text is read window by window, w tokens at a time. Inside window m every token attends to the tokens of its own window and to one &lt;b&gt;carried global vector&lt;/b&gt; g&lt;sub&gt;m&lt;/sub&gt;, put in front of the window&apos;s keys and values:&lt;/p&gt;&lt;p&gt;K = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;K&lt;/sub&gt;, V = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;V&lt;/sub&gt;, Q = X&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;&lt;br&gt;O&lt;sub&gt;m&lt;/sub&gt; = softmax(QKᵀ/√d) V&lt;br&gt;g&lt;sub&gt;m+1&lt;/sub&gt; = mean of the rows of O&lt;sub&gt;m&lt;/sub&gt;, g&lt;sub&gt;0&lt;/sub&gt; = 0&lt;/p&gt;&lt;p&gt;Each row of the matrix sums to 1 over its window&apos;s orange blocks; every other weight is exactly 0. Earlier windows reach a token only through g: the weights cost n·(w+1) = %1 entries instead of n² = %2, and the path from the first window to the last runs through %8 carried vectors.&lt;/p&gt;&lt;p&gt;Here: n = %4 tokens, w = %5, %3 windows, d = %6, seed %7. Hover a cell for its weight.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;توجه بازگشتی روی پنجره‌ها&lt;/b&gt; (برگرفته از RAN، Recurrent Attention Network)&lt;/p&gt;&lt;p&gt;متن پنجره به پنجره خوانده می‌شود، هر بار w توکن. درون پنجرهٔ m هر توکن به توکن‌های پنجرهٔ خود و به یک &lt;b&gt;بردار سراسری منتقل‌شده&lt;/b&gt; g&lt;sub&gt;m&lt;/sub&gt; توجه می‌کند که پیش از keyها و valueهای پنجره قرار می‌گیرد:&lt;/p&gt;&lt;p&gt;‏⁦K = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;K&lt;/sub&gt;⁩، ⁦V = [g&lt;sub&gt;m&lt;/sub&gt;; X&lt;sub&gt;m&lt;/sub&gt;] W&lt;sub&gt;V&lt;/sub&gt;⁩، ⁦Q = X&lt;sub&gt;m&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;⁩&lt;br&gt;⁦O&lt;sub&gt;m&lt;/sub&gt; = softmax(QKᵀ/√d) V⁩&lt;br&gt;‏⁦g&lt;sub&gt;m+1&lt;/sub&gt; =⁩ میانگین سطرهای O&lt;sub&gt;m&lt;/sub&gt;، ⁦g&lt;sub&gt;0&lt;/sub&gt; = 0⁩&lt;/p&gt;&lt;p&gt;مجموع هر سطر ماتریس روی بلوک‌های نارنجی پنجرهٔ خودش 1 است؛ همهٔ وزن‌های دیگر دقیقاً 0 هستند. پنجره‌های پیشین فقط از راه g به یک توکن می‌رسند: وزن‌ها ⁦n·(w+1) = %1⁩ درایه هزینه دارند به جای ⁦n² = %2⁩، و مسیر از پنجرهٔ نخست تا آخرین از %8 بردار منتقل‌شده می‌گذرد.&lt;/p&gt;&lt;p&gt;اینجا: ⁦n = %4⁩ توکن، ⁦w = %5⁩، %3 پنجره، ⁦d = %6⁩، بذر %7. برای دیدن وزن هر خانه، نشانگر را روی آن ببرید.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::RanFigure</name>
    <message>
        <location filename="../../ui/lectures/ran/ranfigure.cpp" line="+19"/>
        <source>the recurrent attention network reads a long text window by window and carries one global vector from each window to the next</source>
        <translation>شبکهٔ توجه بازگشتی متن بلند را پنجره به پنجره می‌خواند و یک بردار سراسری را از هر پنجره به پنجرهٔ بعد می‌برد</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>attention weight</source>
        <translation>وزن توجه</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Attention over windows: n = %1, w = %2, %n windows (orange: a window&apos;s block)</source>
        <translation>
            <numerusform>توجه روی پنجره‌ها: ⁦n = %1, w = %2⁩، %n پنجره (نارنجی: بلوک یک پنجره)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>carried global slots g, then tokens (keys and values)</source>
        <translation>جایگاه‌های g، سپس توکن‌ها (keyها و valueها)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token (query)</source>
        <translation>توکن (query)</translation>
    </message>
</context>
<context>
    <name>attn::ui::RopeFigure</name>
    <message>
        <location filename="../../ui/positional/similarityfigures.cpp" line="+114"/>
        <source>RoPE: (R_i q) · (R_j k),
same q, k at every position</source>
        <translation>‏⁦RoPE: (R_i q) · (R_j k)⁩،
همان q، k در هر موقعیت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(R_i q) · (R_j k),
%1</source>
        <translation>⁦(R_i q) · (R_j k)⁩،
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key position j</source>
        <translation>موقعیت key یعنی j</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query position i</source>
        <translation>موقعیت query یعنی i</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+5"/>
        <source>score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>query position</source>
        <translation>موقعیت query</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key position</source>
        <translation>موقعیت key</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores by j − i:
one curve (spread %1)</source>
        <translation>امتیازها بر حسب ⁦j − i⁩:
یک منحنی (پراکندگی ⁦%1⁩)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offset j − i</source>
        <translation>آفست j − i</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>score at offset j − i</source>
        <translation>امتیاز در فاصلهٔ ⁦j − i⁩</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>mean score at offset j − i</source>
        <translation>میانگین امتیاز در فاصلهٔ ⁦j − i⁩</translation>
    </message>
</context>
<context>
    <name>attn::ui::RotaryFigure</name>
    <message>
        <location filename="../../ui/model/rotaryfigure.cpp" line="+27"/>
        <source>This layer has no rotary positions: open a rotary model (Llama, Qwen, Mistral, Gemma, Phi-3, OLMo 2, Pythia). GPT-2 learns its positions, BERT adds them to the tokens and SmolLM3 leaves them out of every fourth layer.</source>
        <translation>این لایه موقعیت چرخشی ندارد: یک مدل با موقعیت چرخشی باز کنید (⁦Llama, Qwen, Mistral, Gemma, Phi-3, OLMo 2, Pythia⁩). GPT-2 موقعیت‌ها را یاد می‌گیرد، BERT آن‌ها را به توکن‌ها می‌افزاید و SmolLM3 آن‌ها را در هر لایهٔ چهارم کنار می‌گذارد.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Layer %1, head %2: query ‘%3’ and key ‘%4’ placed at every offset j − i</source>
        <translation>لایهٔ ⁦%1⁩، سر ⁦%2⁩: query «%3» و key «%4» در هر فاصلهٔ ⁦j − i⁩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>offset j − i (key position − query position)</source>
        <translation>فاصلهٔ ⁦j − i⁩ (موقعیت key منهای موقعیت query)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled score q · k / √d</source>
        <translation>امتیاز مقیاس‌شدهٔ ⁦q · k / √d⁩</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>with the rotation, as the head computes it</source>
        <translation>با چرخش، همان‌طور که سر حساب می‌کند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>without the rotation</source>
        <translation>بدون چرخش</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the pair in the text (offset %1)</source>
        <translation>جفتِ درون متن (فاصلهٔ ⁦%1⁩)</translation>
    </message>
</context>
<context>
    <name>attn::ui::RotationFigure</name>
    <message>
        <location filename="../../ui/positional/rotationreadout.cpp" line="+48"/>
        <source>M(δ) for δ = %1, j = %2</source>
        <translation>⁦M(δ)⁩ برای ⁦δ = %1, j = %2⁩</translation>
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
        <translation>تفاوت: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same M(δ) for every i:</source>
        <translation>همان M(δ) برای هر i:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_i |M(δ)·p_i − p_i+δ|</source>
        <translation>max_i |M(δ)·p_i − p_i+δ|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>= %1</source>
        <translation>= ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over %1 positions × %2 pairs</source>
        <translation>روی %1 موقعیت × %2 جفت</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/positional/rotationfigure.cpp" line="+34"/>
        <source> (%n whole turns)</source>
        <translation>
            <numerusform>‏ (%n دور کامل)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Pair j = %1, ω = %2:
M(δ) turns p_i onto p_i+δ</source>
        <translation>جفت ⁦j = %1, ω = %2⁩:
⁦M(δ)⁩ نقطهٔ ⁦p_i⁩ را به ⁦p_i+δ⁩ می‌چرخاند</translation>
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
        <translation>چرخش ⁦δ·ω⁩</translation>
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
        <translation>‏p_%1، نقطهٔ واقعی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>M(δ)·p_%1, rotated</source>
        <translation>‏⁦M(δ)·p_%1⁩، چرخیده</translation>
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
        <translation>هر جفت به اندازهٔ ⁦δ·ωⱼ⁩ می‌چرخد:
سریع‌ها زیاد، کندها به‌زحمت</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>j=%1: %2 rad</source>
        <translation>j=%1: %2 rad</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScoreBuildFigure</name>
    <message>
        <location filename="../../ui/model/scorebuildfigure.cpp" line="+52"/>
        <source>Layer %1, head %2: query ‘%3’ times each key, element by element</source>
        <translation>لایهٔ ⁦%1⁩، سر ⁦%2⁩: ⁦query⁩ «⁦%3⁩» ضرب در هر ⁦key⁩، عنصر به عنصر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dimension</source>
        <translation>بُعد</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>product</source>
        <translation>حاصل‌ضرب</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Summed, ×%1: score → softmax</source>
        <translation>جمع، ⁦×%1⁩: امتیاز ← ⁦softmax⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weight</source>
        <translation>وزن</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>key %1 ‘%2’: masked, weight 0</source>
        <translation>⁦key %1⁩ «⁦%2⁩»: پوشانده شده، وزن ۰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key %1 ‘%2’: q·k %3, score %4, weight %5</source>
        <translation>⁦key %1⁩ «⁦%2⁩»: ⁦q·k %3⁩، امتیاز ⁦%4⁩، وزن ⁦%5⁩</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>key %1 ‘%2’, dimension %3: q %4 × k %5 = %6</source>
        <translation>⁦key %1⁩ «⁦%2⁩»، بُعد ⁦%3⁩: ⁦q %4 × k %5 = %6⁩</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScoresDemo</name>
    <message>
        <location filename="../../ui/lectures/scores/scoresdemo.cpp" line="+153"/>
        <source>Number of queries T_q</source>
        <translation>تعداد queryها T_q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of keys T_k</source>
        <translation>تعداد keyها T_k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size of each query d_q</source>
        <translation>اندازهٔ هر query یعنی d_q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size of each key d_k</source>
        <translation>اندازهٔ هر key یعنی d_k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hidden size h of the additive score</source>
        <translation>اندازهٔ پنهان h در امتیاز افزودنی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of q, k, W, W_q, W_k and w</source>
        <translation>بذر q، k، W، W_q، W_k و w</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scores</source>
        <translation>امتیازها</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>softmax weights</source>
        <translation>وزن‌های softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;queries T_q:</source>
        <translation>‏&amp;queryها T_q:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;keys T_k:</source>
        <translation>‏&amp;keyها T_k:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>query size d_&amp;q:</source>
        <translation>اندازهٔ query یعنی d_&amp;q:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key size d_&amp;k:</source>
        <translation>اندازهٔ key یعنی d_&amp;k:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>additive &amp;hidden h:</source>
        <translation>پنهان افزودنی (&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>بذر (&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;show:</source>
        <translation>نمایش (&amp;S):</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>&lt;p&gt;Scores from %1 to %2 on one colour scale.%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;امتیازها از %1 تا %2 روی یک مقیاس رنگی.%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;br&gt;&lt;b&gt;d&lt;sub&gt;q&lt;/sub&gt; = %1 ≠ d&lt;sub&gt;k&lt;/sub&gt; = %2:&lt;/b&gt; q·k is not defined, so the dot panels show no numbers.</source>
        <translation>&lt;br&gt;‏⁦&lt;b&gt;d&lt;sub&gt;q&lt;/sub&gt; = %1 ≠ d&lt;sub&gt;k&lt;/sub&gt; = %2:&lt;/b&gt; q·k⁩ تعریف نشده است، پس پنل‌های ضرب نقطه‌ای عددی نشان نمی‌دهند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A score a(q, k) says how well key k matches query q; softmax over the keys turns a row of scores into weights.&lt;/p&gt;&lt;p&gt;&lt;b&gt;dot&lt;/b&gt;: a = q·k = Σ&lt;sub&gt;i&lt;/sub&gt; q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; — needs d&lt;sub&gt;q&lt;/sub&gt; = d&lt;sub&gt;k&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;scaled dot&lt;/b&gt;: a = q·k / √d — the same, kept at variance 1 for unit-variance components.&lt;/p&gt;&lt;p&gt;&lt;b&gt;bilinear&lt;/b&gt;: a = qᵀ W k, W: (d&lt;sub&gt;q&lt;/sub&gt;, d&lt;sub&gt;k&lt;/sub&gt;) learned — any sizes; W = I gives the dot product.&lt;/p&gt;&lt;p&gt;&lt;b&gt;additive&lt;/b&gt; (Bahdanau): a = wᵀ tanh(W&lt;sub&gt;q&lt;/sub&gt; q + W&lt;sub&gt;k&lt;/sub&gt; k), W&lt;sub&gt;q&lt;/sub&gt;: (h, d&lt;sub&gt;q&lt;/sub&gt;), W&lt;sub&gt;k&lt;/sub&gt;: (h, d&lt;sub&gt;k&lt;/sub&gt;), w: (h) — any sizes; bounded by Σ|w&lt;sub&gt;i&lt;/sub&gt;|.&lt;/p&gt;&lt;p&gt;q, k ~ N(0, 1); W, W&lt;sub&gt;q&lt;/sub&gt;, W&lt;sub&gt;k&lt;/sub&gt;, w random with variance 1/fan-in, from the seed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;امتیاز a(q, k) می‌گوید key یعنی k چقدر با query یعنی q جور است؛ softmax روی keyها یک سطر امتیاز را به وزن تبدیل می‌کند.&lt;/p&gt;&lt;p&gt;&lt;b&gt;نقطه‌ای&lt;/b&gt;: ⁦a = q·k = Σ&lt;sub&gt;i&lt;/sub&gt; q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt;⁩ — نیاز به ⁦d&lt;sub&gt;q&lt;/sub&gt; = d&lt;sub&gt;k&lt;/sub&gt;⁩ دارد.&lt;/p&gt;&lt;p&gt;&lt;b&gt;نقطه‌ای مقیاس‌شده&lt;/b&gt;: ⁦a = q·k / √d⁩ — همان، اما برای مؤلفه‌هایی با واریانس واحد در واریانس 1 نگه داشته می‌شود.&lt;/p&gt;&lt;p&gt;&lt;b&gt;دوخطی&lt;/b&gt;: ⁦a = qᵀ W k⁩، W: (d&lt;sub&gt;q&lt;/sub&gt;, d&lt;sub&gt;k&lt;/sub&gt;) آموخته‌شده — هر اندازه‌ای؛ ⁦W = I⁩ همان ضرب نقطه‌ای را می‌دهد.&lt;/p&gt;&lt;p&gt;&lt;b&gt;افزودنی&lt;/b&gt; ⁦(Bahdanau): a = wᵀ tanh(W&lt;sub&gt;q&lt;/sub&gt; q + W&lt;sub&gt;k&lt;/sub&gt; k)⁩، W&lt;sub&gt;q&lt;/sub&gt;: (h, d&lt;sub&gt;q&lt;/sub&gt;)، W&lt;sub&gt;k&lt;/sub&gt;: (h, d&lt;sub&gt;k&lt;/sub&gt;)، w: (h) — هر اندازه‌ای؛ کران‌دار به ⁦Σ|w&lt;sub&gt;i&lt;/sub&gt;|⁩.&lt;/p&gt;&lt;p&gt;‏q, k ~ N(0, 1)؛ W، W&lt;sub&gt;q&lt;/sub&gt;، W&lt;sub&gt;k&lt;/sub&gt;، w تصادفی با واریانس 1/fan-in، از روی بذر.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScoresFigure</name>
    <message>
        <location line="-201"/>
        <source>dot: q·k</source>
        <translation>نقطه‌ای: ⁦q·k⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scaled dot: q·k/√d</source>
        <translation>نقطه‌ای مقیاس‌شده: ⁦q·k/√d⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bilinear: qᵀW k</source>
        <translation>دوخطی: ⁦qᵀW k⁩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>additive:
wᵀ tanh(W_q q + W_k k)</source>
        <translation>افزودنی:
⁦wᵀ tanh(W_q q + W_k k)⁩</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>softmax weight (each row sums to 1)</source>
        <translation>وزن softmax (مجموع هر سطر 1 است)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score (one scale for all four)</source>
        <translation>امتیاز (یک مقیاس برای هر چهار)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>weight</source>
        <translation>وزن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+53"/>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>not defined:
%1</source>
        <translation>تعریف نشده:
%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>q: %1 queries of size d_q = %2, k: %3 keys of size d_k = %4.</source>
        <translation>‏⁦q⁩: %1 query با اندازهٔ ⁦d_q = %2⁩، ⁦k⁩: %3 key با اندازهٔ ⁦d_k = %4⁩.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dot and scaled dot need d_q = d_k; bilinear (W: %1×%2) and additive (W_q: %3×%1, W_k: %3×%2) do not.</source>
        <translation>نقطه‌ای و نقطه‌ای مقیاس‌شده به ⁦d_q = d_k⁩ نیاز دارند؛ دوخطی (⁦W: %1×%2⁩) و افزودنی (⁦W_q: %3×%1, W_k: %3×%2⁩) نه.</translation>
    </message>
</context>
<context>
    <name>attn::ui::Seq2seqDemo</name>
    <message>
        <location filename="../../ui/lectures/seq2seq/seq2seqdemo.cpp" line="+22"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ قبلی (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next ▶</source>
        <translation>بعدی ▶ (&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An English sentence for the sample Bahdanau translator; press Enter</source>
        <translation>یک جملهٔ انگلیسی برای مترجم نمونهٔ Bahdanau؛ Enter را بزنید</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;English:</source>
        <translation>انگلیسی (&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step:</source>
        <translation>گام (&amp;S):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Encoder&lt;/b&gt;: a bidirectional GRU reads the source; h&lt;sub&gt;j&lt;/sub&gt; is its state at word j (keys and values).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score&lt;/b&gt; of each source word for decoder step t, with the previous decoder state s&lt;sub&gt;t−1&lt;/sub&gt; as the query:&lt;br&gt;&amp;nbsp;&amp;nbsp;e&lt;sub&gt;tj&lt;/sub&gt; = v&lt;sup&gt;T&lt;/sup&gt; tanh(W s&lt;sub&gt;t−1&lt;/sub&gt; + U h&lt;sub&gt;j&lt;/sub&gt;)&lt;/p&gt;&lt;p&gt;&lt;b&gt;Weights&lt;/b&gt;: α&lt;sub&gt;tj&lt;/sub&gt; = exp(e&lt;sub&gt;tj&lt;/sub&gt;) / Σ&lt;sub&gt;k&lt;/sub&gt; exp(e&lt;sub&gt;tk&lt;/sub&gt;) &amp;nbsp;(softmax over the source words)&lt;/p&gt;&lt;p&gt;&lt;b&gt;Context&lt;/b&gt;: c&lt;sub&gt;t&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;tj&lt;/sub&gt; h&lt;sub&gt;j&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Decoder&lt;/b&gt;: s&lt;sub&gt;t&lt;/sub&gt; = GRU(s&lt;sub&gt;t−1&lt;/sub&gt;, [y&lt;sub&gt;t−1&lt;/sub&gt;; c&lt;sub&gt;t&lt;/sub&gt;]) writes word y&lt;sub&gt;t&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;A new context is read at every step, so the decoder can look at “Area” first when it writes “zone”.&lt;/p&gt;</source>
        <translation>&lt;p&gt;‏&lt;b&gt;Encoder&lt;/b&gt;: یک GRU دوسویه متن مبدأ را می‌خواند؛ h&lt;sub&gt;j&lt;/sub&gt; حالت آن در واژهٔ j است (keyها و valueها).&lt;/p&gt;&lt;p&gt;&lt;b&gt;امتیاز&lt;/b&gt; هر واژهٔ مبدأ برای گام t از decoder، با حالت قبلی decoder یعنی s&lt;sub&gt;t−1&lt;/sub&gt; به عنوان query:&lt;br&gt;⁦&amp;nbsp;&amp;nbsp;e&lt;sub&gt;tj&lt;/sub&gt; = v&lt;sup&gt;T&lt;/sup&gt; tanh(W s&lt;sub&gt;t−1&lt;/sub&gt; + U h&lt;sub&gt;j&lt;/sub&gt;)⁩&lt;/p&gt;&lt;p&gt;&lt;b&gt;وزن‌ها&lt;/b&gt;: α&lt;sub&gt;tj&lt;/sub&gt; = exp(e&lt;sub&gt;tj&lt;/sub&gt;) / Σ&lt;sub&gt;k&lt;/sub&gt; exp(e&lt;sub&gt;tk&lt;/sub&gt;) &amp;nbsp;(softmax روی واژه‌های مبدأ)&lt;/p&gt;&lt;p&gt;&lt;b&gt;زمینه&lt;/b&gt;: ⁦c&lt;sub&gt;t&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;tj&lt;/sub&gt; h&lt;sub&gt;j&lt;/sub&gt;⁩&lt;/p&gt;&lt;p&gt;‏⁦&lt;b&gt;Decoder&lt;/b&gt;: s&lt;sub&gt;t&lt;/sub&gt; = GRU(s&lt;sub&gt;t−1&lt;/sub&gt;, [y&lt;sub&gt;t−1&lt;/sub&gt;; c&lt;sub&gt;t&lt;/sub&gt;])⁩ واژهٔ y&lt;sub&gt;t&lt;/sub&gt; را می‌نویسد.&lt;/p&gt;&lt;p&gt;در هر گام زمینهٔ تازه‌ای خوانده می‌شود، پس decoder می‌تواند هنگام نوشتن «zone» نخست به «Area» نگاه کند.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Not in the vocabulary, read as &lt;unk&gt;: %1</source>
        <translation>در واژگان نیست، به صورت &lt;unk&gt; خوانده شد: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not applied: %1</source>
        <translation>اعمال نشد: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The sample Bahdanau translator was not found.</source>
        <translation>مترجم نمونهٔ Bahdanau پیدا نشد.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; → &lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Step %3 of %4 writes &lt;b&gt;%5&lt;/b&gt; (p = %6).&lt;/p&gt;&lt;table cellspacing=4&gt;&lt;tr&gt;&lt;th align=left&gt;source word&lt;/th&gt;&lt;th&gt;e&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;th&gt;α&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;/tr&gt;%7&lt;/table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; → &lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;&lt;p&gt;گام %3 از %4 واژهٔ &lt;b&gt;%5&lt;/b&gt; را می‌نویسد ⁦(p = %6)⁩.&lt;/p&gt;&lt;table cellspacing=4&gt;&lt;tr&gt;&lt;th align=left&gt;واژهٔ مبدأ&lt;/th&gt;&lt;th&gt;e&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;th&gt;α&lt;sub&gt;tj&lt;/sub&gt;&lt;/th&gt;&lt;/tr&gt;%7&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::Seq2seqFigure</name>
    <message>
        <location filename="../../ui/translator/seq2seqfigure.cpp" line="+89"/>
        <source>Seq2seq with attention</source>
        <translation>‏Seq2seq با توجه</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2: s%3 queries every hⱼ; c%4 = Σ αⱼ hⱼ feeds s%4, which writes «%5»</source>
        <translation>گام %1 از %2: ⁦s%3⁩ از هر ⁦hⱼ⁩ پرس‌وجو می‌کند؛ ⁦c%4 = Σ αⱼ hⱼ⁩ به ⁦s%4⁩ داده می‌شود که «%5» را می‌نویسد</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This diagram shows a Bahdanau (GRU) translator.</source>
        <translation>این نمودار یک مترجم Bahdanau (GRU) را نشان می‌دهد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample translator sample_models/translator-bahdanau was not found.</source>
        <translation>مترجم نمونهٔ sample_models/translator-bahdanau پیدا نشد.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>query s%1</source>
        <translation>query s%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>context c%1
= Σⱼ α%1ⱼ hⱼ</source>
        <translation>زمینهٔ ⁦c%1⁩
⁦= Σⱼ α%1ⱼ hⱼ⁩</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>French yₜ</source>
        <translation>فرانسوی yₜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decoder sₜ</source>
        <translation>رمزگشا ⁦sₜ⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights αₜⱼ</source>
        <translation>وزن‌های αₜⱼ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>encoder hⱼ</source>
        <translation>رمزگذار ⁦hⱼ⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>English</source>
        <translation>انگلیسی</translation>
    </message>
</context>
<context>
    <name>attn::ui::SimilarityFigure</name>
    <message>
        <location filename="../../ui/positional/similarityfigures.cpp" line="-116"/>
        <source>p_i · p_j:
equal along diagonals</source>
        <translation>‏⁦p_i · p_j⁩:
در امتداد قطرها برابر</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>position j</source>
        <translation>موقعیت j</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>position i</source>
        <translation>موقعیت i</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>similarity p_i · p_j</source>
        <translation>شباهت ⁦p_i · p_j⁩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p_i · p_i+k along i:
flat, depends on k only</source>
        <translation>‏⁦p_i · p_i+k⁩ در امتداد i:
صاف، فقط به k بستگی دارد</translation>
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
        <translation>بر حسب آفست ⁦k = j − i⁩، و
توجه query ⁦i = %1⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offset k = j − i</source>
        <translation>آفست ⁦k = j − i⁩</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>p_i · p_i+k by offset k</source>
        <translation>⁦p_i · p_i+k⁩ بر حسب فاصلهٔ k</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attention weight (right)</source>
        <translation>وزن توجه (راست)</translation>
    </message>
</context>
<context>
    <name>attn::ui::SqrtDDemo</name>
    <message>
        <location filename="../../ui/lectures/sqrtd/sqrtddemo.cpp" line="+154"/>
        <source>Size d of q and k</source>
        <translation>اندازهٔ d برای q و k</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pairs (q, k) drawn for the histograms</source>
        <translation>جفت‌های (q, k) نمونه‌گیری‌شده برای هیستوگرام‌ها</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;d:</source>
        <translation>&amp;d:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draws &amp;N:</source>
        <translation>تعداد نمونه‌ها (&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s&amp;eed:</source>
        <translation>بذر (&amp;E):</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&lt;p&gt;N = %1 draws, d = %2:&lt;br&gt;var(q·k) = &lt;b&gt;%3&lt;/b&gt; (d = %2)&lt;br&gt;var(q·k/√d) = &lt;b&gt;%4&lt;/b&gt; (1)&lt;br&gt;mean largest weight over %5 keys: &lt;b&gt;%6&lt;/b&gt; unscaled, &lt;b&gt;%7&lt;/b&gt; scaled (uniform: %8)&lt;/p&gt;</source>
        <translation>&lt;p&gt;‏⁦N = %1⁩ نمونه، ⁦d = %2⁩:&lt;br&gt;⁦var(q·k) = &lt;b&gt;%3&lt;/b&gt; (d = %2)⁩&lt;br&gt;⁦var(q·k/√d) = &lt;b&gt;%4&lt;/b&gt; (1)⁩&lt;br&gt;میانگین بزرگ‌ترین وزن روی %5 key: &lt;b&gt;%6&lt;/b&gt; بدون مقیاس، &lt;b&gt;%7&lt;/b&gt; مقیاس‌شده (یکنواخت: %8)&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;p&gt;Let q, k have d independent components with mean 0 and variance 1. Each product q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; has mean 0 and variance E[q&lt;sub&gt;i&lt;/sub&gt;²]E[k&lt;sub&gt;i&lt;/sub&gt;²] = 1, so&lt;/p&gt;&lt;p&gt;Var(q·k) = Σ&lt;sub&gt;i=1..d&lt;/sub&gt; Var(q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt;) = d,&lt;br&gt;Var(q·k/√d) = d/d = 1.&lt;/p&gt;&lt;p&gt;Scores of standard deviation √d push softmax towards the largest score: the weights become nearly one-hot and the gradients through the other keys vanish. Dividing by √d keeps the scores at unit scale for every d:&lt;/p&gt;&lt;p&gt;Attention(Q, K, V) = softmax(QKᵀ/√d) V&lt;/p&gt;</source>
        <translation>&lt;p&gt;فرض کنید q و k دارای d مؤلفهٔ مستقل با میانگین 0 و واریانس 1 باشند. هر حاصل‌ضرب q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; میانگین 0 و واریانس ⁦E[q&lt;sub&gt;i&lt;/sub&gt;²]E[k&lt;sub&gt;i&lt;/sub&gt;²] = 1⁩ دارد، پس&lt;/p&gt;&lt;p&gt;‏⁦Var(q·k) = Σ&lt;sub&gt;i=1..d&lt;/sub&gt; Var(q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt;) = d⁩،&lt;br&gt;⁦Var(q·k/√d) = d/d = 1⁩.&lt;/p&gt;&lt;p&gt;امتیازهایی با انحراف معیار ⁦√d⁩، softmax را به سوی بزرگ‌ترین امتیاز می‌رانند: وزن‌ها تقریباً one-hot می‌شوند و گرادیان‌ها از راه keyهای دیگر محو می‌شوند. تقسیم بر ⁦√d⁩ امتیازها را برای هر d در مقیاس واحد نگه می‌دارد:&lt;/p&gt;&lt;p&gt;⁦Attention(Q, K, V) = softmax(QKᵀ/√d) V⁩&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attn::ui::SqrtDFigure</name>
    <message>
        <location line="-165"/>
        <source>N(0, %1) density</source>
        <translation>چگالی N(0, %1)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>q·k, d = %1: variance %2 ≈ d</source>
        <translation>⁦q·k, d = %1⁩: واریانس ⁦%2 ≈ d⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>density</source>
        <translation>چگالی</translation>
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
        <translation>‏⁦q·k/√d⁩: واریانس %1 ≈ 1</translation>
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
            <numerusform>بیشترین وزن: میانگین روی %n key</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weight</source>
        <translation>وزن</translation>
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
        <translation>وزن softmax</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>softmax(q·k): near one-hot</source>
        <translation>‏⁦softmax(q·k)⁩: نزدیک به one-hot</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <source>query</source>
        <translation>query</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>softmax(q·k/√d): spread</source>
        <translation>‏⁦softmax(q·k/√d)⁩: پخش‌شده</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepText</name>
    <message>
        <location filename="../../ui/explorer/explorerstepcontent.cpp" line="+26"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="+28"/>
        <source>dimension</source>
        <translation>بُعد</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="+1"/>
        <source>dim.</source>
        <comment>dimension, shortened under a narrow matrix</comment>
        <translation>بُعد</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="+31"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+6"/>
        <source>vector entry</source>
        <translation>درایهٔ بردار</translation>
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
        <translation>query</translation>
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
        <translation>key</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>scaled score</source>
        <translation>امتیاز مقیاس‌شده</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention weight</source>
        <translation>وزن توجه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output = weights × V</source>
        <translation>خروجی = وزن‌ها × ⁦V⁩</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>query %1 “%2”, key %3 “%4”</source>
        <translation>⁦query %1 «%2»⁩، ⁦key %3 «%4»⁩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Q, K, V: each token&apos;s query, key and value vectors (d = %1). Followed: %2.</source>
        <translation>⁦Q, K, V⁩: بردارهای query، key و value هر توکن (⁦d = %1⁩). دنبال‌شده: %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scores: score(q_%1, k_%2) = %3</source>
        <translation>امتیازها: ⁦score(q_%1, k_%2) = %3⁩</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scale: %1 × %2 = %3 (×1/√d keeps the variance near 1; t = %4)</source>
        <translation>مقیاس: ⁦%1 × %2 = %3⁩ (⁦×1/√d⁩ واریانس را نزدیک ۱ نگه می‌دارد؛ ⁦t = %4⁩)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scaled</source>
        <translation>مقیاس‌شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>masked</source>
        <translation>ماسک‌شده</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Mask: blocked pairs become −∞; (%1, %2) is %3</source>
        <translation>ماسک: جفت‌های مسدود ⁦−∞⁩ می‌شوند؛ ⁦(%1, %2)⁩ برابر %3 است</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Softmax along row %1: weight(%2 → %3) = %4; the row sums to 1</source>
        <translation>‏Softmax در سطر %1: وزن(⁦%2 → %3⁩) = %4؛ جمع سطر ۱ است</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Output: row %1 of weights × V mixes the values: out_%1 = Σ_j w_%1j v_j</source>
        <translation>خروجی: سطر %1 وزن‌ها × ⁦V⁩ مقدارها را می‌آمیزد: ⁦out_%1 = Σ_j w_%1j v_j⁩</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/explorerstepcontent_layer.cpp" line="-23"/>
        <source>output dimension</source>
        <translation>بُعد خروجی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>parameter</source>
        <translation>پارامتر</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Projections: the custom Q, K and V are used as given; they form one head, with no W^Q, W^K or W^V to show.</source>
        <translation>تصویرها: ⁦Q, K, V⁩ سفارشی همان‌طور که داده شده‌اند به کار می‌روند؛ یک سر می‌سازند و ⁦W^Q, W^K, W^V⁩ برای نمایش ندارند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>h_1 = output</source>
        <translation>⁦h_1⁩ = خروجی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heads: custom matrices form one head (H = 1); its output h_1 is step 6&apos;s output.</source>
        <translation>سرها: ماتریس‌های سفارشی یک سر می‌سازند (⁦H = 1⁩)؛ خروجی آن ⁦h_1⁩ خروجی گام ۶ است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggregation: with one head there is nothing to concatenate and no W^O; the output A is h_1.</source>
        <translation>تجمیع: با یک سر چیزی برای الحاق نیست و ⁦W^O⁩ وجود ندارد؛ خروجی ⁦A = h_1⁩ است.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>input entry</source>
        <translation>درایهٔ ورودی</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E dimension</source>
        <translation>بُعد ⁦E⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E_k dimension</source>
        <translation>بُعد ⁦E_k⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E_v dimension</source>
        <translation>بُعد ⁦E_v⁩</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Projections of head %1 (each of the %2 heads has its own): Q = X·W_%1^Q%3 with X:(N, E) = (%4×%5) and W_%1^Q:(E, E_i) = (%5×%6); W_%1^K:(E_k, E_i) = (%7×%6) gives K, W_%1^V:(E_v, E_h) = (%8×%9) gives V: the Q, K and V of step 1. Row %10 of X becomes q_%10.</source>
        <translation>تصویرهای سر %1 (هر یک از %2 سر تصویر خود را دارد): ⁦Q = X·W_%1^Q%3⁩ با ⁦X:(N, E) = (%4×%5)⁩ و ⁦W_%1^Q:(E, E_i) = (%5×%6)⁩؛ ⁦W_%1^K:(E_k, E_i) = (%7×%6)⁩ ماتریس ⁦K⁩ و ⁦W_%1^V:(E_v, E_h) = (%8×%9)⁩ ماتریس ⁦V⁩ را می‌دهد: همان ⁦Q, K, V⁩ گام ۱. سطر %10 از ⁦X⁩ به ⁦q_%10⁩ تبدیل می‌شود.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+22"/>
        <source>head output entry</source>
        <translation>درایهٔ خروجی سر</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Heads: each of the H = %1 heads attends on its own, h_i = Attn(Q·W_i^Q, K·W_i^K, V·W_i^V):(N, E_h) = (%2×%3). h_%4 is step 6&apos;s output; its row %5 is outlined.</source>
        <translation>سرها: هر یک از ⁦H = %1⁩ سر جداگانه توجه می‌کند، ⁦h_i = Attn(Q·W_i^Q, K·W_i^K, V·W_i^V):(N, E_h) = (%2×%3)⁩. ⁦h_%4⁩ خروجی گام ۶ است؛ سطر %5 آن مشخص شده است.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A = average</source>
        <translation>⁦A⁩ = میانگین</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output entry</source>
        <translation>درایهٔ خروجی</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Average: A = (h_1 + … + h_%1)/%1:(N, E_h) = (%2×%3), no W^O. A[%4, 1] = mean of the heads&apos; first entries in row %4 = %5.</source>
        <translation>میانگین: ⁦A = (h_1 + … + h_%1)/%1:(N, E_h) = (%2×%3)⁩، بدون ⁦W^O⁩. ⁦A[%4, 1]⁩ = میانگین نخستین درایه‌های سرها در سطر %4 = %5.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>E_h·H dimension</source>
        <translation>بُعد ⁦E_h·H⁩</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Concatenate and project: Concat(h_1, …, h_%1):(N, E_h·H) = (%2×%3) × W^O:(E_h·H, E_a) = (%3×%4)%5 = A:(N, E_a) = (%2×%4), the layer&apos;s output. h_%6 fills columns %7–%8 and meets rows %7–%8 of W^O (outlined); A[%9, 1] = %10.</source>
        <translation>الحاق و تصویر: ⁦Concat(h_1, …, h_%1):(N, E_h·H) = (%2×%3) × W^O:(E_h·H, E_a) = (%3×%4)%5 = A:(N, E_a) = (%2×%4)⁩، خروجی لایه. ⁦h_%6⁩ ستون‌های %7–%8 را پر می‌کند و با سطرهای %7–%8 از ⁦W^O⁩ روبه‌رو می‌شود (مشخص شده)؛ ⁦A[%9, 1] = %10⁩.</translation>
    </message>
</context>
<context>
    <name>attn::ui::TextFile</name>
    <message>
        <location filename="../../ui/common/textfile.cpp" line="+25"/>
        <source>%1 is not UTF-8 text</source>
        <translation>‏⁦%1⁩ متن UTF-8 نیست</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorDocument</name>
    <message>
        <location filename="../../ui/translator/translatordocument.cpp" line="+24"/>
        <source>encoder self-attention</source>
        <translation>توجه به خود در encoder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decoder causal self-attention</source>
        <translation>توجه به خود علّی در decoder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cross-attention</source>
        <translation>توجه متقابل</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is not a translator folder (its config.json must name model_type bahdanau-gru or transformer-seq2seq)</source>
        <translation>%1 پوشهٔ مترجم نیست (config.json آن باید model_type را bahdanau-gru یا transformer-seq2seq بنامد)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>open a translator model first</source>
        <translation>نخست یک مدل مترجم باز کنید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>type a sentence to translate; the previous translation is kept</source>
        <translation>یک جمله برای ترجمه بنویسید؛ ترجمهٔ قبلی نگه داشته می‌شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; the previous translation is kept</source>
        <translation>%1؛ ترجمهٔ قبلی نگه داشته می‌شود</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>English</source>
        <translation>انگلیسی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>French</source>
        <translation>فرانسوی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Russian</source>
        <translation>روسی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chinese</source>
        <translation>چینی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>German</source>
        <translation>آلمانی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spanish</source>
        <translation>اسپانیایی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Persian</source>
        <translation>فارسی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text</source>
        <translation>متن</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no translator</source>
        <translation>بدون مترجم</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bahdanau GRU translator (%1)</source>
        <translation>مترجم GRU از نوع Bahdanau (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformer translator, %1 + %1 layers × %2 heads (%3)</source>
        <translation>مترجم Transformer، %1 + %1 لایه × %2 سر (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Greedy decoding, the likeliest word at each step: the model asks for beam search over %1 candidates (num_beams), which may choose other words.</source>
        <translation>رمزگشایی حریصانه، در هر گام محتمل‌ترین واژه: مدل جست‌وجوی پرتویی با ⁦%1⁩ نامزد (⁦num_beams⁩) می‌خواهد که ممکن است واژه‌های دیگری برگزیند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (unk)</source>
        <translation> (unk)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>there is no translation to save: type a sentence</source>
        <translation>ترجمه‌ای برای ذخیره نیست: یک جمله بنویسید</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+9"/>
        <source>target word (query)</source>
        <translation>واژهٔ مقصد (query)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>source word (query)</source>
        <translation>واژهٔ مبدأ (query)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>decoder input (query)</source>
        <translation>ورودی decoder (query)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>decoder input (key)</source>
        <translation>ورودی decoder (key)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>source word (key)</source>
        <translation>واژهٔ مبدأ (key)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bahdanau alignment α (target × source)</source>
        <translation>هم‌ترازی Bahdanau α (مقصد × مبدأ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, layer %2, head %3</source>
        <translation>%1، لایهٔ %2، سر %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>alignment α</source>
        <translation>هم‌ترازی α</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cross-attention, layer %1, head %2</source>
        <translation>توجه متقابل، لایهٔ %1، سر %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorGridFigure</name>
    <message>
        <location filename="../../ui/translator/translatorgridfigure.cpp" line="+17"/>
        <source>The Bahdanau translator has one alignment and no layers or heads:
see the Alignment view.</source>
        <translation>مترجم Bahdanau یک هم‌ترازی دارد و لایه یا سر ندارد:
نمای «هم‌ترازی» را ببینید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No translation yet.</source>
        <translation>هنوز ترجمه‌ای نیست.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: every layer (rows) and head (columns)</source>
        <translation>%1: هر لایه (سطرها) و سر (ستون‌ها)</translation>
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
چپ: %2 · راست: %3
پهنا و کدری خط = وزن · گام فعلی به رنگ نارنجی</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorPage</name>
    <message>
        <location filename="../../ui/translator/translatorpage.cpp" line="+34"/>
        <location line="+201"/>
        <source>Heatmap</source>
        <translation>نقشهٔ حرارتی</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>All layers and heads</source>
        <translation>همهٔ لایه‌ها و سرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token lines</source>
        <translation>خطوط توکن‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step by step</source>
        <translation>گام‌به‌گام</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Not in the vocabulary, read as &lt;unk&gt;: %1</source>
        <translation>در واژگان نیست، به صورت &lt;unk&gt; خوانده شد: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not applied: %1</source>
        <translation>اعمال نشد: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The translator: the shipped samples and the folders opened</source>
        <translation>مترجم: نمونه‌های همراه برنامه و پوشه‌های بازشده</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open translator folder…</source>
        <translation>باز کردن پوشهٔ مترجم (&amp;O)…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ قبلی (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next ▶</source>
        <translation>بعدی ▶ (&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The previous target word (Left arrow over the views)</source>
        <translation>واژهٔ مقصد قبلی (پیکان Left روی نماها)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next target word (Right arrow over the views)</source>
        <translation>واژهٔ مقصد بعدی (پیکان Right روی نماها)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Model:</source>
        <translation>مدل (&amp;M):</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>A sentence; press Enter</source>
        <translation>یک جمله؛ Enter را بزنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sentence to translate; press Enter to apply</source>
        <translation>جمله‌ای برای ترجمه؛ برای اعمال Enter را بزنید</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&amp;Attention:</source>
        <translation>توجه (&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Layer:</source>
        <translation>لایه (&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head:</source>
        <translation>سر (&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoding:</source>
        <translation>رمزگشایی:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a translator folder</source>
        <translation>باز کردن پوشهٔ مترجم</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not in the vocabulary (read as &amp;lt;unk&amp;gt;, marked “(unk)”): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>در واژگان نیست (به صورت &amp;lt;unk&amp;gt; خوانده شد، با «(unk)» علامت خورده): &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Alignment</source>
        <translation>هم‌ترازی</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No translation yet.</source>
        <translation>هنوز ترجمه‌ای نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 of %2: «%3»</source>
        <translation>گام %1 از %2: «%3»</translation>
    </message>
    <message>
        <location filename="../../ui/translator/translatorlesson.cpp" line="+74"/>
        <source>the Translator tab has no view “%1” (known: %2)</source>
        <translation>زبانهٔ «مترجم» نمای «%1» ندارد (شناخته‌شده: %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::TranslatorStepsFigure</name>
    <message>
        <location filename="../../ui/translator/translatorstepsfigure.cpp" line="+47"/>
        <source>No translation yet.</source>
        <translation>هنوز ترجمه‌ای نیست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 of %2: the decoder writes «%3» (p = %4)</source>
        <translation>گام %1 از %2: decoder واژهٔ «%3» را می‌نویسد (⁦p = %4⁩)</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>query: the previous decoder state s%1 (%n numbers)</source>
        <translation>
            <numerusform>‏query: حالت قبلی decoder ⁦s%1⁩ (%n عدد)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>query: the last decoder layer&apos;s input to cross-attention (%n numbers)</source>
        <translation>
            <numerusform>‏query: ورودی آخرین لایهٔ decoder به توجه متقابل (%n عدد)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+34"/>
        <source>value</source>
        <translation>مقدار</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>query</source>
        <translation>query</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>weights over the source words (%1), sum = 1</source>
        <translation>وزن‌ها روی واژه‌های مبدأ (%1)، مجموع = ۱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>source word</source>
        <translation>واژهٔ مبدأ</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>weight</source>
        <translation>وزن</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>context vector c%1 = Σⱼ αⱼ hⱼ (%n numbers)</source>
        <translation>
            <numerusform>بردار زمینهٔ ⁦c%1 = Σⱼ αⱼ hⱼ⁩ (%n عدد)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>context: the last layer&apos;s cross-attention output (%n numbers)</source>
        <translation>
            <numerusform>زمینه: خروجی توجه متقابل آخرین لایه (%n عدد)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>context</source>
        <translation>زمینه</translation>
    </message>
</context>
<context>
    <name>attn::ui::VisionDocument</name>
    <message>
        <location filename="../../ui/vision/visiondocument.cpp" line="+98"/>
        <source>the longer side must be from 0 (the model&apos;s size) to %1 pixels, not %2</source>
        <translation>ضلع بلندتر باید از ۰ (اندازهٔ مدل) تا ⁦%1⁩ پیکسل باشد، نه ⁦%2⁩</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+171"/>
        <source>the discard ratio must be at least 0 and below 1, not %1</source>
        <translation>نسبت حذف باید دست‌کم ۰ و کمتر از ۱ باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="-168"/>
        <location line="+164"/>
        <source>the share of attention to keep must be above 0 and at most 1, not %1</source>
        <translation>سهم توجهِ نگه‌داشتنی باید بیشتر از ۰ و حداکثر ۱ باشد، نه ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 (p = %2)</source>
        <translation>%1 ⁦(p = %2)⁩</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>there is no map to save: open a model and a photo</source>
        <translation>نقشه‌ای برای ذخیره نیست: یک مدل و یک عکس باز کنید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the map file must end in .csv or .npy</source>
        <translation>پرونده‌ی نقشه باید به ⁦.csv⁩ یا ⁦.npy⁩ ختم شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every head&apos;s maps are three-dimensional: save them as .npy</source>
        <translation>نقشه‌های همهٔ سرها سه‌بعدی است: آن‌ها را ⁦.npy⁩ ذخیره کنید</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No model: open a ViT or DINO folder</source>
        <translation>مدلی نیست: یک پوشهٔ ViT یا DINO باز کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No picture: open a photo</source>
        <translation>تصویری نیست: یک عکس باز کنید</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[CLS] → patches, layer %1, head %2</source>
        <translation>⁨[CLS]⁩ ← وصله‌ها، لایهٔ ⁦%1⁩، سر ⁦%2⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[CLS] → patches, every head of layer %1</source>
        <translation>⁨[CLS]⁩ ← وصله‌ها، همهٔ سرهای لایهٔ ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Patches holding %1 % of the [CLS] attention, layer %2, head %3</source>
        <translation>وصله‌هایی که ⁦%1 %⁩ توجهِ ⁦[CLS]⁩ را دارند، لایهٔ ⁦%2⁩، سر ⁦%3⁩</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Patch (%1, %2) → patches, layer %3, head %4</source>
        <translation>وصلهٔ ⁦(%1, %2)⁩ ← وصله‌ها، لایهٔ ⁦%3⁩، سر ⁦%4⁩</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rollout over %1 layers, heads fused by %2, %3 % discarded</source>
        <translation>rollout روی ⁦%1⁩ لایه، ادغام سرها با %2، ⁦%3 %⁩ حذف‌شده</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>میانگین</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max</source>
        <translation>بیشینه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min</source>
        <translation>کمینه</translation>
    </message>
    <message>
        <location filename="../../ui/vision/visionlesson.cpp" line="+66"/>
        <source>“patch” must be [x, y], two whole numbers from 1</source>
        <translation>«patch» باید ⁦[x, y]⁩ باشد، دو عدد درست از ۱</translation>
    </message>
</context>
<context>
    <name>attn::ui::VisionFigure</name>
    <message>
        <location filename="../../ui/vision/visionfigure.cpp" line="+93"/>
        <source>head %1</source>
        <translation>سر ⁦%1⁩</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · the model says %1</source>
        <translation> · مدل می‌گوید %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rollout / its largest</source>
        <translation>rollout / بیشینه‌اش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention weight</source>
        <translation>وزن توجه</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>head %1, </source>
        <translation>سر ⁦%1⁩، </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1patch (%2, %3): %4</source>
        <translation>%1وصلهٔ ⁦(%2, %3)⁩: ⁦%4⁩</translation>
    </message>
</context>
<context>
    <name>attn::ui::VisionPage</name>
    <message>
        <location filename="../../ui/vision/visionlesson.cpp" line="+53"/>
        <source>the Vision tab has no view “%1” (known: %2)</source>
        <translation>زبانهٔ بینایی نمای «%1» ندارد (شناخته‌شده: %2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>patch (%1, %2) is outside the %3 × %4 patches</source>
        <translation>وصلهٔ ⁦(%1, %2)⁩ بیرون از ⁦%3 × %4⁩ وصله است</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the model has %1 layers of %2 heads</source>
        <translation>مدل ⁦%1⁩ لایهٔ ⁦%2⁩ سری دارد</translation>
    </message>
    <message>
        <location filename="../../ui/vision/visionpage.cpp" line="+57"/>
        <source>&amp;Open model folder…</source>
        <translation>باز کردن پوشهٔ مدل (&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A vision transformer in the Hugging Face layout (ViT, DINO, DeiT, DINOv2): config.json, model.safetensors, preprocessor_config.json</source>
        <translation>ترنسفورمر بینایی در قالب Hugging Face ⁦(ViT, DINO, DeiT, DINOv2)⁩: ⁦config.json, model.safetensors, preprocessor_config.json⁩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;photo…</source>
        <translation>باز کردن عکس (&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A PNG or JPEG of any size and shape</source>
        <translation>یک PNG یا JPEG با هر اندازه و شکل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(choose a sample picture)</source>
        <translation>(یک تصویر نمونه انتخاب کنید)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One head: [CLS] → patches</source>
        <translation>یک سر: ⁨[CLS]⁩ ← وصله‌ها</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every head of the layer</source>
        <translation>همهٔ سرهای لایه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threshold mask (DINO)</source>
        <translation>ماسک آستانه (DINO)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A patch&apos;s own attention</source>
        <translation>توجهِ خودِ یک وصله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rollout over all layers</source>
        <translation>rollout روی همهٔ لایه‌ها</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Keep the fewest patches that together hold this share of the head&apos;s [CLS] attention; the others are darkened</source>
        <translation>کمترین شمار وصله‌هایی که روی‌هم این سهم از توجهِ ⁦[CLS]⁩ سر را دارند نگه داشته می‌شوند؛ بقیه تیره می‌شوند</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean</source>
        <translation>میانگین</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>max</source>
        <translation>بیشینه</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min</source>
        <translation>کمینه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the heads of a layer are fused before the layers are multiplied</source>
        <translation>سرهای یک لایه پیش از ضرب لایه‌ها چگونه ادغام شوند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per layer, the lowest weights dropped before the layers are multiplied (vit-explain&apos;s discard ratio)</source>
        <translation>در هر لایه، کوچک‌ترین وزن‌ها پیش از ضرب لایه‌ها حذف می‌شوند (نسبت حذفِ vit-explain)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the model was trained</source>
        <translation>همان‌طور که مدل آموزش دیده</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep the photo&apos;s shape</source>
        <translation>حفظ شکل عکس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As trained: the checkpoint&apos;s resize (usually a square). Keep the shape: the longer side below, in whole patches, with the position embeddings interpolated</source>
        <translation>همان‌طور که آموزش دیده: تغییر اندازهٔ checkpoint (معمولاً مربع). حفظ شکل: ضلع بلندترِ زیر، به وصله‌های کامل، با درون‌یابی بردارهای موقعیت</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> px</source>
        <translation> پیکسل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model&apos;s size</source>
        <translation>اندازهٔ مدل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Smooth between patches</source>
        <translation>هموار میان وصله‌ها (&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing:</source>
        <translation>نمایش:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sample:</source>
        <translation>نمونه:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View:</source>
        <translation>نما (&amp;V):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Layer:</source>
        <translation>لایه (&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Head:</source>
        <translation>سر (&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep:</source>
        <translation>نگه‌داشتن (&amp;K):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fuse heads by:</source>
        <translation>ادغام سرها با (&amp;F):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard:</source>
        <translation>حذف (&amp;D):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;zing:</source>
        <translation>اندازه (&amp;Z):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longer side:</source>
        <translation>ضلع بلندتر:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opacity:</source>
        <translation>کدری:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colours:</source>
        <translation>رنگ‌ها:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a ViT model folder</source>
        <translation>باز کردن پوشهٔ مدل ViT</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a photo</source>
        <translation>باز کردن عکس</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.webp)</source>
        <translation>تصویرها (*.png *.jpg *.jpeg *.bmp *.webp)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Not applied: %1</source>
        <translation>اعمال نشد: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[CLS] and a distillation token</source>
        <translation>⁦[CLS]⁩ و یک توکن تقطیر</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>[CLS] and %n registers</source>
        <translation>
            <numerusform>⁦[CLS]⁩ و ⁦%n⁩ توکن رجیستر</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[CLS]</source>
        <translation>⁦[CLS]⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 × %3 patches + %4 · %5 layers × %6 heads</source>
        <translation>%1: ⁦%2 × %3⁩ وصله + %4 · ⁦%5⁩ لایه × ⁦%6⁩ سر</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No model: open a ViT, DINO, DeiT or DINOv2 folder.</source>
        <translation>مدلی نیست: یک پوشهٔ ViT، DINO، DeiT یا DINOv2 باز کنید.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Click the photo to see a patch&apos;s own attention.</source>
        <translation>روی عکس کلیک کنید تا توجهِ خودِ یک وصله را ببینید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a photo.</source>
        <translation>یک عکس باز کنید.</translation>
    </message>
</context>
</TS>
