"""Turns the rendered page of Yue Siyao's CV into a phone photo (.jpg, no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(182)
page = Image.open("yue_page-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 80, 66))  # wooden desk
bg.paste(page, (int(W * 0.06), int(H * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading: lighter top-left, darker bottom-right + vignette
grad = Image.new("L", img.size)
gd = ImageDraw.Draw(grad)
w, h = img.size
for y in range(h):
    gd.line([(0, y), (w, y)], fill=int(255 - 60 * y / h))
shade = Image.merge("RGB", [grad] * 3)
img = ImageChops.multiply(img, shade)
vig = Image.new("L", img.size, 0)
ImageDraw.Draw(vig).ellipse([-w * 0.15, -h * 0.1, w * 1.15, h * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", img.size, (30, 25, 20)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save("../cvs/IMG_20261103_岳思遥简历.jpg", quality=82)
