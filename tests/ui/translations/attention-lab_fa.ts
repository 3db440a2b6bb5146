<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A few Persian messages for tst_language (not the application's translation, which is
     resources/translations/attention-lab_fa.ts): the layout direction and two menu titles. -->
<TS version="2.1" language="fa_IR">
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string 'LTR' in left-to-right languages or to 'RTL' in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>attn::ui::MainWindow</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;نما</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;زبان</translation>
    </message>
</context>
</TS>
