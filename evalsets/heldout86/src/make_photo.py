# Turns src/ys/page-1.png (pdftoppm -r 150 of yusicheng.pdf) into a phone photo of the printed page.
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(86)
src = Image.open("/work/blind/heldout86/src/ys/page-1.png").convert("RGB")
w, h = src.size
page = src.crop((0, 0, w, int(h * 0.62)))          # photographed upper part of the sheet
pw, ph = page.size
bg = Image.new("RGB", (pw + 160, ph + 160), (92, 78, 64))   # desk
bg.paste(page, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# uneven lighting: darker towards bottom-right, vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
W, H = img.size
for i in range(0, 40):
    d.ellipse((-W * 0.2 + i * 12, -H * 0.3 + i * 10, W * 1.1 - i * 12, H * 1.2 - i * 10), fill=int(i * 5.5))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", img.size, (30, 26, 20))
img = Image.composite(img, dark, shade.point(lambda v: min(255, 90 + v)))
img = ImageChops.multiply(img, Image.new("RGB", img.size, (255, 246, 228)))   # warm tint
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.5)
img.save("/work/blind/heldout86/cvs/IMG_20261103_184522.jpg", quality=82)
