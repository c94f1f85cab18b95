# Turns page.png (pdftoppm -r 150 of matteo_ricciardi.pdf) into a phone-photo JPG without a text layer.
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(110)
im = Image.open("page.png").convert("RGB")
W, H = im.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 84, 70))  # wooden desk
bg.paste(im, (int(W*0.06), int(H*0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 70))
W, H = im.size
# uneven light: gradient from top-left, vignette
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
vign = Image.radial_gradient("L").resize((W, H)).point(lambda v: 255 - int(v * 0.45))
mask = ImageChops.multiply(shade, vign)
im = ImageChops.multiply(im, Image.merge("RGB", (mask, mask, mask)))
im = Image.blend(im, Image.new("RGB", (W, H), (255, 236, 200)), 0.07)  # warm cast
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 14).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 200 + v // 5)), 0.5)
im.save("../../cvs/IMG_20261119_084512.jpg", quality=82)
print(im.size)
