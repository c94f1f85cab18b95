"""Turns src/bian_page.png (pdftoppm -r 150 of bian_siwan_2026.pdf) into a phone photo JPEG."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(157)
im = Image.open("bian_page.png").convert("RGB")
w, h = im.size
# paper on a desk: pad with a darker background, rotate slightly
bg = Image.new("RGB", (w + 160, h + 160), (92, 80, 66))
bg.paste(im, (80, 80))
bg = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# warm tint + uneven lighting (vignette from upper-left lamp)
W, H = bg.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    r = int(max(W, H) * (1.2 - i * 0.025))
    d.ellipse([W * 0.25 - r, H * 0.2 - r, W * 0.25 + r, H * 0.2 + r], fill=int(110 - i * 2.7))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 34, 28))
bg = Image.composite(dark, bg, shade.point(lambda v: int(v * 0.55)))
tint = Image.new("RGB", (W, H), (255, 244, 225))
bg = ImageChops.multiply(bg, tint)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise((W, H), 14).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.35)
bg.save("../cvs/IMG_20261102_183544.jpg", quality=80)
print(bg.size)
