"""Turn the rendered Chinese page (tex/gu_page-1.png) into a phone photo (cvs/*.jpg)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(305)
im = Image.open("tex/gu_page-1.png").convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.80)))          # the text occupies the upper part of the page
w, h = im.size
# paper on a desk: pad with a darker background, rotate ~2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (92, 80, 66))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven lighting: horizontal gradient shading + vignette
W, H = im.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for x in range(W):
    d.line([(x, 0), (x, H)], fill=int(255 - 55 * x / W))
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse((-W * 0.25, -H * 0.25, W * 1.25, H * 1.25), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vig)
im = ImageChops.multiply(im, Image.merge("RGB", (mask, mask, mask)))
# warm tint, blur, noise
r, g, b = im.split()
im = Image.merge("RGB", (r.point(lambda v: min(255, v + 8)), g, b.point(lambda v: max(0, v - 10))))
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.35)
im.save("../cvs/IMG_20261104_093512.jpg", quality=82)
print(im.size)
