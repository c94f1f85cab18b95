# Builds ../cvs/郑岱宗-音频算法-简历.docx (Chinese CV with tables)
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os

d = Document()
st = d.styles['Normal']; st.font.name = 'Noto Sans CJK SC'; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Noto Sans CJK SC')

d.add_heading('郑岱宗　个人简历', 0)
d.add_paragraph('音频算法 / 音频DSP　｜　电话：186-0755-3927　｜　邮箱：zhengdaizong@foxmail.com　｜　深圳南山')

def table(rows, header):
    t = d.add_table(rows=1, cols=len(header)); t.style = 'Table Grid'
    for i, h in enumerate(header): t.rows[0].cells[i].text = h
    for r in rows:
        cells = t.add_row().cells
        for i, v in enumerate(r): cells[i].text = v

d.add_heading('教育经历', 1)
table([
    ('2014.09 - 2017.04', '西北工业大学', '信号与信息处理', '硕士'),
    ('2010.09 - 2014.06', '哈尔滨工程大学', '水声工程', '本科'),
], ('时间', '学校', '专业', '学历'))

d.add_heading('工作经历', 1)
table([
    ('2023年7月 - 今', '深圳市韶音科技有限公司（Shokz）', '音频算法主任工程师',
     '负责骨传导耳机通话降噪（ENC）与混合主动降噪（ANC）算法组，带 5 人小组；主导 OpenRun Pro 2 风噪抑制算法在 BES2700 平台上的移植与量产'),
    ('2021年3月 - 2023年6月', '深圳市韶音科技有限公司（Shokz）', '高级音频DSP工程师',
     '基于骨传导+气导双麦融合的语音增强算法开发，在 Tensilica HiFi 4 DSP 上做定点化与汇编级优化，功耗降低 18%'),
    ('2017年7月 - 2021年2月', '歌尔股份有限公司　声学研究院', '音频DSP工程师',
     '为 TWS 耳机客户项目开发前馈+反馈混合 ANC 滤波器设计工具，用 MATLAB 完成滤波器拟合，用 C 实现在 Qualcomm QCC5141 上的算法；用 Python 搭建产线自动化声学测试脚本'),
    ('2016年7月 - 2016年9月', '海思半导体（华为）', '音频算法实习生',
     '参与手机通话回声消除（AEC）算法的测试与参数调优'),
], ('时间', '公司', '职位', '工作内容'))

d.add_heading('专利与获奖', 1)
d.add_paragraph('发明专利 3 项（第一发明人 2 项），主题为骨传导语音增强与风噪检测')
d.add_paragraph('2013 年全国大学生电子设计竞赛（TI 杯）一等奖')

d.add_heading('技能', 1)
table([
    ('编程', 'C / C++、MATLAB、Python、Verilog'),
    ('平台', 'Tensilica HiFi 4、Qualcomm QCC514x、BES2700、ADI SHARC'),
    ('工具', 'Simulink、Audio Precision APx、Head Acoustics'),
], ('类别', '内容'))

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cvs', '郑岱宗-音频算法-简历.docx')
d.save(out)
print('wrote', out)
