# turns page-1.png into a phone-photo-like JPEG (no text layer)
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(110)
src = os.path.join(os.path.dirname(__file__), 'page-1.png')
out = os.path.join(os.path.dirname(__file__), '..', '..', 'cvs', 'IMG_20260914_213507.jpg')
im = Image.open(src).convert('RGB')
w, h = im.size
bg = Image.new('RGB', (int(w*1.12), int(h*1.08)), (112, 98, 84))  # desk
bg.paste(im, (int(w*0.06), int(h*0.04)))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(112, 98, 84))
W, H = bg.size
# lighting gradient + vignette
grad = Image.new('L', (W, H))
gd = ImageDraw.Draw(grad)
for y in range(H):
    gd.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
vig = Image.new('L', (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W*0.25, -H*0.2, W*1.25, H*1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(grad, vig)
dark = Image.new('RGB', (W, H), (30, 26, 22))
bg = Image.composite(bg, dark, mask.point(lambda v: int(90 + v * 165 / 255)))
# warm tint, blur, noise
r, g, b = bg.split()
bg = Image.merge('RGB', (r.point(lambda v: min(255, int(v*1.03))), g, b.point(lambda v: int(v*0.92))))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((W, H), 18).convert('RGB')
bg = Image.blend(bg, noise, 0.06)
bg.save(out, 'JPEG', quality=82)
print(out, bg.size)
