"""Turn src/jiwanfeng/page.png into a phone-photo-like JPEG with no text layer."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(236)
HERE = os.path.dirname(os.path.abspath(__file__))
src = Image.open(os.path.join(HERE, "jiwanfeng", "page.png")).convert("RGB")
w, h = src.size
src = src.crop((0, 0, w, int(h * 0.62)))          # the printed text sits on the top part of the sheet
w, h = src.size
# paper tint
tint = Image.new("RGB", (w, h), (236, 230, 214))
img = ImageChops.multiply(src, tint.point(lambda v: min(255, v + 18)))
# put the sheet on a dark desk and rotate
bg = Image.new("RGB", (w + 160, h + 160), (70, 58, 48))
bg.paste(img, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(70, 58, 48))
# vignette / uneven light
W, H = bg.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60))
    d.ellipse((-W * 0.25 + i * 8, -H * 0.2 + i * 8, W * 1.15 - i * 8, H * 1.2 - i * 8), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (25, 20, 15))
bg = Image.composite(bg, dark, mask.point(lambda v: 110 + v * 145 // 255))
# blur + noise
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 14).convert("RGB")
bg = ImageChops.add(bg, noise, scale=1.0, offset=-118)
bg = bg.filter(ImageFilter.GaussianBlur(0.4))
out = os.path.join(HERE, "..", "cvs", "嵇晚枫_新简历_手机拍照.jpg")
bg.save(out, "JPEG", quality=82)
print("wrote", out, bg.size)
